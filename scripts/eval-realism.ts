/**
 * Measures how realistic the offline simulated patient is, and whether scoring notices what a clinical
 * supervisor would, by running held-out probes over every therapy persona in the catalogue.
 * Usage: npm run eval:realism [-- --set heldout|dev|dev2|dev3] [--rules] [--rules-main] [--only conduct_lines,...]
 *
 * Prints one JSON object; each figure is a rate with its n (plus a few diagnostics and examples):
 *  - hurtful_lowers_trust / hurtful_met_with_agreement: insults, minimising, blame, sarcasm after a warm-up
 *  - off_topic_raises_trust: chatter about pets, football, recipes after a warm-up (lower is better)
 *  - natural_risk_question_recognised: by the engine (student act) and by the scorer (C-SSRS moves)
 *  - risk_personas_disclose_within_25_good_turns: a good student that reflects the patient's own words
 *  - method_or_plan_question_keeps_trust / dismissing_disclosure_lowers_trust: after a disclosure
 *  - text_only_flags_ignored_disclosure: transcripts where the student ignores a disclosure twice
 *  - score_lost_when_reflections_dont_fit: same student lines against fitting and unrelated patients
 *  - warm_discloses_more_than_cold, out_of_character_in_adversarial_turns (1,000 turns),
 *    empty_replies_turns_21_40, closed_factual_question_answered, timing_ms
 *  - conduct_lines: hand-labelled single lines (scripts/realism/conduct-lines, one author per file):
 *    harmful lines heard as harmful, acceptable ones wrongly flagged, and (`patient`) each line played
 *    to a persona after a warm-up: harmful lines that lower trust or meet agreement, acceptable lines
 *    that lower trust; heldout-* files are never tuned to
 *
 * The coder runs as the product runs it, with its learned reading of harm (a sentence encoder on a
 * worker thread); --rules measures its word families alone, --rules-main keeps the learned reading of
 * harm but reads the main behaviour (question, reflection, information) with the rules alone.
 *
 * The probes (scripts/realism/probes.ts and transcripts.ts) were written the way a supervisor would
 * phrase them, independently of the engine's and the scorer's lexicons and cue lists: they are
 * held-out, so do not tune them to what the engine happens to recognise. Only public package APIs
 * are used. Everything is deterministic (fixed seeds; for the hurtful, off-topic and risk-question
 * probes each persona hears a window of the wordings that slides with its index, to stay well
 * under a minute on two cores).
 */
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { useMainBehaviourModel } from '@practicum/coder';

const USAGE =
  'Usage: npm run eval:realism [-- --set heldout|dev|dev2|dev3] [--rules] [--rules-main] [--only conduct_lines,hurtful,...]';
const args = process.argv.slice(2);
if (args.includes('--help')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const setAt = args.indexOf('--set');
const probeSet = setAt >= 0 ? args[setAt + 1] : 'heldout';
const onlyAt = args.indexOf('--only');
/** Measures to run (by the names timing_ms prints); all when not given. */
const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',')) : null;
if (!['heldout', 'dev', 'dev2', 'dev3'].includes(probeSet ?? '')) {
  console.error(USAGE);
  process.exit(2);
}
if (!args.includes('--rules')) {
  const { useLearnedReading } = await import('../apps/server/src/lib/sentence-encoder/encoder');
  useLearnedReading();
}
// --rules-main: the learned reading of harm, but the rules alone for the main behaviour.
if (args.includes('--rules-main')) useMainBehaviourModel(null);
const devModule = { heldout: null, dev: 'dev-probes', dev2: 'dev2-probes', dev3: 'dev3-probes' }[
  probeSet as 'heldout' | 'dev' | 'dev2' | 'dev3'
];

// The measures import './probes' directly; for a dev set, resolving every probes module to that
// set's module swaps the wordings everywhere, including lists the measures copy when they load.
if (devModule) {
  const hook = `export async function resolve(specifier, context, next) {
    return next(specifier.endsWith('/probes') ? specifier.replace(/probes$/, '${devModule}') : specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

const {
  adversarial,
  closedFactual,
  conductLinesThroughEngine,
  dismissDisclosure,
  hurtful,
  ignoredDisclosureFlagged,
  lateEmptyReplies,
  methodOrPlan,
  offTopic,
  reflectionFit,
  riskDisclosure,
  riskQuestionRecognised,
  round,
  warmVersusCold,
} = await import('./realism/measures');
const { conductLines } = await import('./realism/conduct-lines');
const played = await import('./realism/probes');
const devProbes: typeof played = await import('./realism/dev-probes');
const dev2Probes: typeof played = await import('./realism/dev2-probes');
const dev3Probes: typeof played = await import('./realism/dev3-probes');
const loaded =
  played.HURTFUL === devProbes.HURTFUL
    ? 'dev'
    : played.HURTFUL === dev2Probes.HURTFUL
      ? 'dev2'
      : played.HURTFUL === dev3Probes.HURTFUL
        ? 'dev3'
        : 'heldout';
if (loaded !== probeSet) {
  throw new Error(`the ${probeSet} probe set was requested but another one was loaded`);
}

const started = performance.now();
const timing: Record<string, number> = {};

function timed<T>(name: string, run: () => T): T {
  const t0 = performance.now();
  try {
    return run();
  } finally {
    timing[name] = Math.round(performance.now() - t0);
  }
}

/**
 * Runs one measure; if it throws (the packages are changing under us), its figures are reported as
 * null with the reason, and the other measures still run.
 */
function measure(
  name: string,
  keys: readonly string[],
  run: () => Record<string, unknown>,
): Record<string, unknown> {
  if (only && !only.has(name)) return {};
  try {
    return timed(name, run);
  } catch (err) {
    const reason = `measure threw: ${err instanceof Error ? err.message : String(err)}`;
    console.error(`${name}: ${err instanceof Error ? (err.stack ?? reason) : reason}`);
    return Object.fromEntries(keys.map((k) => [k, { rate: null, n: 0, reason }]));
  }
}

// The probes are therapy conversations (hurtful lines, chatter, risk questions after a warm-up), and
// each persona hears a window of wordings that slides with its index: they run over the therapy
// personas alone, so the figures stay comparable as medical cases join the catalogue. The medical
// stations have their own tests (packages/patient-engine/src/station.test.ts, packages/scoring).
const personas = CATALOGUE.map((p) => PersonaSchema.parse(p)).filter((p) => p.discipline === 'therapy');
const DISCLOSE_KEY = 'risk_personas_disclose_within_25_good_turns';
let disclosures: ReturnType<typeof riskDisclosure>['disclosures'] = [];

const result = {
  probe_set: probeSet,
  personas: personas.length,
  risk_personas: personas.filter((p) => p.risk.level !== 'none').length,
  ...measure('hurtful', ['hurtful_lowers_trust', 'hurtful_met_with_agreement'], () =>
    hurtful(personas, { perPersona: 12 }),
  ),
  ...measure('off_topic', ['off_topic_raises_trust'], () => offTopic(personas, { perPersona: 7 })),
  ...measure('risk_question', ['natural_risk_question_recognised'], () =>
    riskQuestionRecognised(personas, { perPersona: 12 }),
  ),
  ...measure('risk_disclosure', [DISCLOSE_KEY], () => {
    const out = riskDisclosure(personas);
    disclosures = out.disclosures;
    return out.result;
  }),
  ...measure(
    'method_or_plan',
    ['method_or_plan_question_keeps_trust', 'method_or_plan_reply_agrees_to_advice'],
    () => methodOrPlan(disclosures),
  ),
  ...measure('dismiss_disclosure', ['dismissing_disclosure_lowers_trust'], () =>
    dismissDisclosure(disclosures),
  ),
  ...measure('ignored_disclosure', ['text_only_flags_ignored_disclosure'], () => ignoredDisclosureFlagged()),
  ...measure('reflection_fit', ['score_lost_when_reflections_dont_fit'], () => reflectionFit()),
  ...measure('warm_vs_cold', ['warm_discloses_more_than_cold'], () => warmVersusCold(personas)),
  ...measure('adversarial', ['out_of_character_in_adversarial_turns'], () => adversarial(personas, 1000)),
  ...measure('late_empty', ['empty_replies_turns_21_40'], () => lateEmptyReplies(personas, 12)),
  ...measure('closed_factual', ['closed_factual_question_answered'], () => closedFactual(personas)),
  ...measure('conduct_lines', ['conduct_lines'], () =>
    conductLines((lines) => conductLinesThroughEngine(personas, lines)),
  ),
};

process.stdout.write(
  `${JSON.stringify({ ...result, timing_ms: { total: round(performance.now() - started, 0), ...timing } }, null, 2)}\n`,
);
