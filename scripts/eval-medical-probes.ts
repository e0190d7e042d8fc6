/**
 * Plays the medical probes (scripts/realism/medical-probes.ts) to the offline patient and the coder
 * and prints the share of each class handled as a clinical supervisor would agree, for the dev and
 * the held-out half:  node --import tsx scripts/eval-medical-probes.ts [--set dev|heldout] [--show]
 * `--show` prints every line that fails, with the reply.
 */
import { analyzeUtterance, meetsAnyCue } from '@practicum/coder';
import { createPatientSession } from '@practicum/patient-engine';
import {
  CONSULTATION_CURT as CURT,
  CONSULTATION_MID as MID,
  CONSULTATION_WARM as WARM,
} from '../packages/patient-engine/test/scripted-students';
import { CATALOGUE, CHECKLIST_TEMPLATES, PersonaSchema, type Persona } from '@practicum/personas';
import {
  CODING,
  COUNSELLING_TALK,
  CUES,
  EXPLANATION,
  FILLER,
  HARM_TO_OTHERS,
  HISTORY,
  type EngineProbe,
  type Halves,
} from './realism/medical-probes';

const args = process.argv.slice(2);
const only = args.includes('--set') ? args[args.indexOf('--set') + 1] : null;
const show = args.includes('--show');
const out = (line = '') => process.stdout.write(`${line}\n`);

const PERSONAS = new Map<string, Persona>(
  CATALOGUE.map((p) => PersonaSchema.parse(p)).map((p) => [p.id, p] as const),
);

interface Played {
  text: string;
  kinds: string[];
  facts: string[];
  before: string[];
  persona: Persona;
}

function play(p: EngineProbe, warmUp: readonly string[]): Played {
  const persona = PERSONAS.get(p.persona);
  if (!persona) throw new Error(`no persona ${p.persona}`);
  const s = createPatientSession(persona, { seed: `probe:${p.line}` });
  for (const w of warmUp) s.respond(w);
  const before = [...s.disclosedFactIds()];
  const pending = s.decide(p.line);
  const turn = s.commit(pending);
  return {
    text: turn.text,
    kinds: pending.plan.moves.map((m) => m.kind),
    facts: turn.disclosed_fact_ids,
    before,
    persona,
  };
}

type Judge = (p: EngineProbe, r: Played) => boolean;

/** Taking in an explanation: no confusion, and not heard as a reflection of the patient's feelings. */
const explained: Judge = (_p, r) =>
  r.text.trim().length > 0 &&
  !r.kinds.some((k) => ['confused', 'overload', 'ack_reflection', 'correct_reflection'].includes(k));

/** The expected fact, unless it was told in the warm-up; nothing held back drawn unasked. */
const answered: Judge = (p, r) => {
  if (p.never?.some((id) => r.facts.includes(id))) return false;
  if (!p.expect) return true;
  return p.expect.some((id) => r.facts.includes(id) || r.before.includes(id));
};

const plainSpeech: Judge = (_p, r) => !COUNSELLING_TALK.test(r.text);

/** About others, never the suicide answer; the case's fact about others where it has one. */
const aboutOthers: Judge = (p, r) => {
  const risk = r.persona.risk;
  const suicideAnswer =
    r.kinds.some((k) => ['risk_none', 'risk_deflection', 'risk_disclosure', 'risk_deny_again'].includes(k)) ||
    r.text.includes(risk.disclosure) ||
    r.text.includes(risk.deflection);
  if (suicideAnswer || r.text.trim().length === 0) return false;
  return !p.expect || p.expect.some((id) => r.facts.includes(id) || r.before.includes(id));
};

function engineClass(
  name: string,
  halves: Halves<EngineProbe>,
  judge: Judge,
): Record<string, { n: number; pass: number; share: number }> {
  const res: Record<string, { n: number; pass: number; share: number }> = {};
  for (const half of ['dev', 'heldout'] as const) {
    if (only && only !== half) continue;
    let pass = 0;
    let n = 0;
    for (const p of halves[half]) {
      for (const [w, warm] of [
        ['warm', WARM],
        ['curt', CURT],
        ['mid', MID],
      ] as const) {
        const r = play(p, warm);
        const ok = judge(p, r);
        n++;
        if (ok) pass++;
        else if (show)
          out(
            `  FAIL ${name}/${half}/${w} ${p.persona}: ${p.line}\n    -> ${r.text}\n    [${r.kinds.join(' ')}] ${r.facts.join(' ')}`,
          );
      }
    }
    res[half] = { n, pass, share: Number((pass / n).toFixed(3)) };
  }
  return res;
}

function codingClass(): Record<string, { n: number; pass: number; share: number }> {
  const res: Record<string, { n: number; pass: number; share: number }> = {};
  for (const half of ['dev', 'heldout'] as const) {
    if (only && only !== half) continue;
    let pass = 0;
    for (const p of CODING[half]) {
      const a = analyzeUtterance(p.line, {
        turn: 2,
        previousPatient: 'I have had this pain since the weekend and it is not going away.',
      });
      const bad = a.acts.filter((x) => p.not.includes(x));
      const harm = a.coding.conduct.filter((c) => c !== 'off_topic');
      if (bad.length === 0 && harm.length === 0) pass++;
      else if (show)
        out(`  FAIL coding/${half}: ${p.line} -> ${a.acts.join(',')} | ${a.coding.conduct.join(',')}`);
    }
    const n = CODING[half].length;
    res[half] = { n, pass, share: Number((pass / n).toFixed(3)) };
  }
  return res;
}

function cueClass(): Record<string, { n: number; pass: number; share: number }> {
  const res: Record<string, { n: number; pass: number; share: number }> = {};
  for (const half of ['dev', 'heldout'] as const) {
    if (only && only !== half) continue;
    let pass = 0;
    for (const p of CUES[half]) {
      const t = CHECKLIST_TEMPLATES[p.template as keyof typeof CHECKLIST_TEMPLATES];
      const full = t.parts.flatMap((x) => x.cues);
      const partly = t.parts.flatMap((x) => x.partly);
      // A line that should not count must not meet the item even partly; one that should, fully.
      const met = p.meets ? meetsAnyCue(p.line, full) : meetsAnyCue(p.line, [...full, ...partly]);
      if (met === p.meets) pass++;
      else if (show) out(`  FAIL cues/${half}: ${p.line} (${p.template}) met=${met}`);
    }
    const n = CUES[half].length;
    res[half] = { n, pass, share: Number((pass / n).toFixed(3)) };
  }
  return res;
}

const result = {
  explanation_engaged: engineClass('explanation', EXPLANATION, explained),
  history_fact_given: engineClass('history', HISTORY, answered),
  no_counselling_talk: engineClass('filler', FILLER, plainSpeech),
  harm_to_others_about_others: engineClass('harm', HARM_TO_OTHERS, aboutOthers),
  coding_name_and_honesty: codingClass(),
  template_cues_fit: cueClass(),
};
out(JSON.stringify(result, null, 1));
