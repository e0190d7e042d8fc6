import {
  CHECKLIST_DOMAINS,
  CHECKLIST_TEMPLATES,
  CHECKLIST_TEMPLATE_IDS,
  DOMAIN_LABELS,
  STATION_KINDS,
  type ChecklistDomain,
  type ChecklistTemplateId,
  type MedicalCaseInput,
  type StationKind,
} from '@practicum/contract';
import type { SelectOption } from '../../../components/ui/select-field';

/**
 * The station block as the editor holds it: the persona schema's own input shape, except that a
 * list edited one entry per line keeps its blank lines while the admin types (`cleanCase` drops them
 * before validation), and a new item or red flag may have no id yet (it takes one from its label).
 */
export type CaseDraft = MedicalCaseInput;
export type EntryDraft = CaseDraft['checklist'][number];
export type RedFlagDraft = NonNullable<CaseDraft['red_flags']>[number];
export type NewsDraft = NonNullable<CaseDraft['news']>;

export const STATION_LABELS: Record<StationKind, string> = {
  history: 'History taking',
  bad_news: 'Breaking bad news',
  explanation: 'Explanation',
  consent: 'Consent',
  angry_patient: 'Angry or upset patient',
  brief_intervention: 'Brief intervention',
  psychiatric_history: 'Psychiatric history',
};
export const stationOptions: SelectOption[] = STATION_KINDS.map((value) => ({
  value,
  label: STATION_LABELS[value],
}));
export const domainOptions: SelectOption[] = CHECKLIST_DOMAINS.map((value) => ({
  value,
  label: DOMAIN_LABELS[value],
}));

/** The shared templates grouped by domain, in the domains' order, with their plain labels. */
export const TEMPLATE_GROUPS: {
  domain: ChecklistDomain;
  templates: { id: ChecklistTemplateId; label: string }[];
}[] = CHECKLIST_DOMAINS.map((domain) => ({
  domain,
  templates: CHECKLIST_TEMPLATE_IDS.filter((id) => CHECKLIST_TEMPLATES[id].domain === domain).map((id) => ({
    id,
    label: CHECKLIST_TEMPLATES[id].label,
  })),
})).filter((g) => g.templates.length > 0);

/** One entry per line, as a textarea shows a list; `fromLines` keeps blank lines while typing. */
export const toLines = (list: readonly string[] | undefined) => (list ?? []).join('\n');
export const fromLines = (text: string) => text.split('\n');

const cleanList = (list: readonly string[] | undefined) => (list ?? []).map((s) => s.trim()).filter(Boolean);

/** A kebab-case id from a label, for items and red flags the admin has not given one. */
export function idFromLabel(label: string, fallback: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .slice(0, 6)
    .join('-');
  return slug || fallback;
}

/** The draft as the persona schema reads it: lists without blank lines, every item with an id. */
export function cleanCase(draft: CaseDraft): CaseDraft {
  const checklist = draft.checklist.map((e, i) => ({
    ...e,
    id: e.id || idFromLabel(e.label ?? '', `item-${i + 1}`),
    ...(e.also ? { also: cleanList(e.also) } : {}),
    ...(e.parts
      ? {
          parts: e.parts.map((p) => ({
            cues: cleanList(p.cues),
            partly: cleanList(p.partly),
            // An item to avoid's excusing and plain wordings are kept as the case file wrote them.
            ...(p.unless ? { unless: cleanList(p.unless) } : {}),
            ...(p.plain ? { plain: cleanList(p.plain) } : {}),
          })),
        }
      : {}),
  }));
  const red_flags = (draft.red_flags ?? []).map((f, i) => ({
    ...f,
    id: f.id || idFromLabel(f.label, `red-flag-${i + 1}`),
    fact: f.fact.trim(),
    asked_by: cleanList(f.asked_by),
    partly: cleanList(f.partly),
  }));
  return {
    ...draft,
    setting: draft.setting.trim(),
    task: draft.task.trim(),
    agenda: {
      ideas: cleanList(draft.agenda.ideas),
      concerns: cleanList(draft.agenda.concerns),
      expectations: cleanList(draft.agenda.expectations),
      cues: cleanList(draft.agenda.cues),
    },
    red_flags,
    ...(draft.news
      ? {
          news: {
            ...draft.news,
            headline: draft.news.headline.trim(),
            delivered_by: cleanList(draft.news.delivered_by),
            prepared_reaction: draft.news.prepared_reaction.trim(),
            blunt_reaction: draft.news.blunt_reaction.trim(),
            questions: cleanList(draft.news.questions),
          },
        }
      : {}),
    checklist,
  };
}

/** A fresh id for a template entry: the template's own, or with a number if the case has it already. */
export function entryIdFor(template: ChecklistTemplateId, entries: readonly EntryDraft[]): string {
  const taken = new Set(entries.map((e) => e.id));
  if (!taken.has(template)) return template;
  let n = 2;
  while (taken.has(`${template}-${n}`)) n += 1;
  return `${template}-${n}`;
}

/**
 * An item switched to avoid (or back to do): an item to avoid occurs or does not, so it has no
 * partly wordings and no parts needed; an item to do has no excusing or plain wordings.
 */
export function withPolarity(entry: EntryDraft, avoid: boolean): EntryDraft {
  const { polarity: _, need, ...rest } = entry;
  const parts = (entry.parts ?? []).map(({ unless, plain, ...p }) =>
    avoid ? { ...p, partly: [], ...(unless ? { unless } : {}), ...(plain ? { plain } : {}) } : p,
  );
  return avoid ? { ...rest, polarity: 'avoid', parts } : { ...rest, ...(need ? { need } : {}), parts };
}

export function emptyCaseItem(): EntryDraft {
  return { id: '', domain: 'presenting_complaint', label: '', parts: [{ cues: [''], partly: [] }] };
}

export function emptyRedFlag(): RedFlagDraft {
  return { id: '', fact: '', label: '', asked_by: [''], partly: [], present: true };
}

export function emptyNews(): NewsDraft {
  return { headline: '', delivered_by: [''], prepared_reaction: '', blunt_reaction: '', questions: [] };
}

/** The checklist every history station starts from; the admin removes or adds items. */
const HISTORY_CHECKLIST: ChecklistTemplateId[] = [
  'introduction',
  'opening-question',
  'socrates-site',
  'socrates-onset',
  'socrates-character',
  'associated-symptoms',
  'past-history',
  'drugs-allergies',
  'family-history',
  'social-history',
  'ideas',
  'concerns',
  'expectations',
  'summary',
  'safety-netting',
];

/**
 * A station with nothing in it yet, for a persona that gains one: the admin fills in the setting,
 * the task and the agenda's facts. The checklist holds a history station's usual templates.
 */
export function blankCase(): CaseDraft {
  return {
    station: 'history',
    setting: '',
    task: '',
    agenda: { ideas: [''], concerns: [''], expectations: [''], cues: [''] },
    red_flags: [],
    checklist: HISTORY_CHECKLIST.map((use) => ({ id: use, use })),
  };
}

type Fact = {
  id: string;
  topic: string;
  depth: 1 | 2 | 3;
  text: string;
  keywords: string[];
  emotion: string;
};
const fact = (id: string, topic: string, depth: 1 | 2 | 3, text: string, keywords: string[]): Fact => ({
  id,
  topic,
  depth,
  text,
  keywords,
  emotion: depth === 1 ? 'neutral' : 'anxious',
});

/**
 * "New medical case": a minimal history station that validates as it stands, so the admin edits a
 * working case rather than assembling one. Each fact is a placeholder in the patient's voice for the
 * question its checklist item asks; the agenda and the one red flag point at facts that exist.
 */
export const MEDICAL_TEMPLATE = {
  discipline: 'medicine' as const,
  condition_category: 'other',
  advanced: {
    demographics: { gender: '', pronouns: '', occupation: '', living_situation: '', cultural_background: '' },
    history: ['No previous illnesses of note.', 'Takes no regular medicines.'],
    core_beliefs: ['I should not make a fuss.'],
    intermediate_beliefs: ['If I ignore it, it will go away.'],
    automatic_thoughts: ['It is probably nothing.', 'I am wasting the doctor’s time.'],
    emotions: ['anxious', 'neutral', 'relieved'],
    coping_behaviours: ['Waits to see if it passes', 'Looks things up online'],
    risk: {
      disclosure: 'No, nothing like that. I just want to get this sorted.',
      deflection: 'No, no. I am only here about this.',
      min_trust: 0,
      protective_factors: [],
    },
    facts: [
      fact('symptom-onset', 'presenting_problem', 1, 'It started a few days ago, quite suddenly.', [
        'when',
        'start',
      ]),
      fact('symptom-site', 'symptom_detail', 1, 'It is just here, in the middle.', ['where', 'whereabouts']),
      fact('symptom-character', 'symptom_detail', 1, 'It is a dull sort of feeling, hard to describe.', [
        'describe',
        'like',
      ]),
      fact('other-symptoms', 'associated_symptoms', 1, 'Nothing else that I have noticed, no.', [
        'else',
        'other',
      ]),
      fact('past-illness', 'health', 1, 'I have been healthy, really. Never been in hospital.', [
        'medical',
        'history',
      ]),
      fact('medicines', 'medication', 1, 'I do not take any tablets regularly.', ['tablets', 'medication']),
      fact('allergies', 'allergies', 1, 'No allergies that I know of.', ['allergy', 'allergic']),
      fact('family', 'family_history', 1, 'Nothing runs in the family that I know of.', ['family', 'runs']),
      fact('smoking', 'substances', 1, 'I have never smoked.', ['smoke', 'cigarettes']),
      fact('alcohol', 'alcohol', 1, 'A glass of wine at the weekend, that is all.', ['drink', 'alcohol']),
      fact('work', 'work', 1, 'I work in an office, Monday to Friday.', ['work', 'job']),
      fact('red-flag', 'associated_symptoms', 1, 'No, I have not noticed anything like that.', [
        'weight',
        'blood',
      ]),
      fact('idea', 'thoughts', 2, 'I thought it might be something I ate, to be honest.', ['think', 'cause']),
      fact('concern', 'anxiety', 2, 'What worries me is that it could be something serious.', [
        'worry',
        'concern',
      ]),
      fact('expectation', 'goals', 2, 'I was hoping you could tell me what it is today.', [
        'hoping',
        'expect',
      ]),
      fact('embarrassed', 'daily_life', 3, 'I put off coming in for a while, I felt silly about it.', [
        'honestly',
        'sooner',
      ]),
    ],
    goals: ['To find out what is wrong'],
    speech_markers: [],
  },
  case: {
    station: 'history',
    setting: 'General practice, a consulting room',
    task: 'You are a foundation doctor in general practice. Take a focused history of the presenting complaint, including the patient’s ideas, concerns and expectations, and explain what should happen next.',
    agenda: {
      ideas: ['idea'],
      concerns: ['concern'],
      expectations: ['expectation'],
      cues: ['I did wonder if it was anything to worry about.'],
    },
    red_flags: [
      {
        id: 'warning-signs',
        fact: 'red-flag',
        label: 'Asked about weight loss or bleeding',
        asked_by: ['weight + lost|loss|losing|dropped', 'blood|bleed*'],
        partly: [],
        present: false,
      },
    ],
    checklist: HISTORY_CHECKLIST.map((use) => ({ id: use, use })),
  } satisfies CaseDraft,
};
