import type { Persona, RiskLevel } from '@practicum/personas';
import type { ContentMove, RenderContext } from '../plan';
import { lowerFirst, properNames } from './person';
import type { Picker, Slots } from './picker';
import { speakNote } from './speak';
import { normalizeLine } from './text';

/**
 * Follow-up questions about risk, answered in the persona's own words where they say anything
 * about what was asked (the matching sentence of its risk disclosure, a risk fact, a note about
 * what it has been keeping back), otherwise with a line for its level of risk.
 */
export const RISK_DETAILS = [
  'method',
  'plan',
  'intent',
  'means',
  'timing',
  'past_attempts',
  'protective',
  'frequency',
] as const;
export type RiskDetail = (typeof RISK_DETAILS)[number];

const MEANS =
  /\b(tablets?|pills?|paracetamol|overdose|medication|tramadol|rope|hang\w*|car|bridge|jump\w*|train|cut\w*|blade|razor|lighter|burn\w*|pistol|gun|knife|drown\w*|tin|stockpil\w*|saving|keeping (them )?back|motorway|cliff|roof)\b/i;
const TIMING =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|tonight|nights?|date|birthday|anniversary|ago|last|next|when|time|soon|christmas)\b/i;

/** Which sentences of the persona's words answer a follow-up about `detail`. */
const MATCH: Record<RiskDetail, RegExp> = {
  method: MEANS,
  means: MEANS,
  plan: new RegExp(`${MEANS.source}|\\b(plan\\w*|worked out|thought about how|note|letter|decided)\\b`, 'i'),
  timing: TIMING,
  intent: /\b(would|wouldn't|won't|do it|go through with|actually|act on|want to|don't want)\b/i,
  frequency: /\b(every|most|some nights|often|times? a|once|twice|weekly|daily|always|sometimes|nights)\b/i,
  past_attempts: /\b(tried|attempt\w*|overdosed|took an overdose|before)\b/i,
  protective: /\b(think about|then i think|stops me|keeps me|because of)\b/i,
};

const LEVEL_KEY: Record<RiskLevel, string> = {
  none: 'none',
  passive_ideation: 'passive',
  active_ideation: 'active',
  active_ideation_with_plan: 'plan',
  recent_self_harm: 'harm',
};

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The persona's own words that answer `detail`, best first (the disclosure before notes). */
export function riskWordsFor(persona: Persona, detail: RiskDetail): string[] {
  const re = MATCH[detail];
  const out: string[] = [];
  const level = persona.risk.level;
  if (level === 'none') return out;
  const fromDisclosure = sentences(persona.risk.disclosure).filter(
    (s) => re.test(s) && !/^(yeah|yes|right|okay|no)\b[.,!]*$/i.test(s),
  );
  // A self-harm method is about hurting, not about dying.
  out.push(
    ...fromDisclosure.filter(
      (s) => !(level === 'recent_self_harm' && detail === 'past_attempts' && !/tried/.test(s)),
    ),
  );
  if (detail === 'method' || detail === 'means' || detail === 'plan') {
    const names = properNames(persona);
    for (const note of persona.coping_behaviours) {
      if (!MEANS.test(note)) continue;
      const p = speakNote(note, true, names, persona.demographics.pronouns);
      if (p && p.form === 'clause') out.push(`I ${p.text}.`);
      else if (p && p.form === 'sentence') out.push(`${p.text.charAt(0).toUpperCase()}${p.text.slice(1)}.`);
    }
  }
  if (detail === 'past_attempts') {
    const names = properNames(persona);
    for (const h of persona.history) {
      if (!/\b(attempt\w*|overdos\w*)\b/i.test(h)) continue;
      const p = speakNote(h, false, names, persona.demographics.pronouns);
      if (p && (p.form === 'past' || p.form === 'clause')) out.push(`I ${p.text}.`);
    }
  }
  return out;
}

/** A sentence already said is said again as a reminder, never as if it were new. */
function reminder(sentence: string, ctx: RenderContext, names: ReadonlySet<string>): string {
  if (!ctx.saidSentence(sentence)) return sentence;
  const body = lowerFirst(sentence.replace(/^(and|so|but|then)\s+/i, ''), names);
  return `Like I said, ${body}`;
}

export function riskFollowupLine(
  move: ContentMove,
  persona: Persona,
  pick: Picker,
  base: Slots,
  ctx: RenderContext,
): string[] {
  const names = properNames(persona);
  const detail = (RISK_DETAILS as readonly string[]).includes(move.detail ?? '')
    ? (move.detail as RiskDetail)
    : 'plan';
  if (move.fact) return [move.fact.text];
  if (move.text) return [reminder(move.text, ctx, names)];
  const level = LEVEL_KEY[persona.risk.level];
  if (detail === 'protective') return [pick.line('protective', base) ?? pick.line('risk_repeat', base) ?? ''];
  if (level === 'none') return [pick.line('risk_followup_none', base) ?? ''];
  const own = riskWordsFor(persona, detail);
  const fresh = own.find((s) => !ctx.saidSentence(s));
  // With a plan, the specifics are the answer; said once already, they are said as a reminder.
  const chosen =
    fresh ?? (level === 'plan' || detail === 'method' || detail === 'means' ? own[0] : undefined);
  if (chosen) {
    const line = reminder(chosen, ctx, names);
    if (!ctx.history.some((h) => normalizeLine(h).includes(normalizeLine(line)))) return [line];
  }
  const bank =
    detail === 'past_attempts'
      ? level === 'harm'
        ? 'risk_followup_past_attempts_harm'
        : 'risk_followup_past_attempts'
      : detail === 'means' && level !== 'plan' && level !== 'harm'
        ? 'risk_followup_means'
        : `risk_followup_${detail === 'means' ? 'method' : detail}_${level}`;
  return [
    pick.line(bank, base) ?? pick.line('risk_followup_plain', base) ?? pick.line('risk_repeat', base) ?? '',
  ];
}

export function riskCueLine(persona: Persona, pick: Picker, base: Slots): string {
  const level = LEVEL_KEY[persona.risk.level];
  return pick.line(`risk_cue_${level}`, base) ?? pick.line('risk_cue_none', base) ?? '';
}
