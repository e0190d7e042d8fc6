/**
 * Checklist marking on the hand-written station transcripts (packages/scoring/test/stations): for
 * each, the share of checklist items met, how many of those were met on a line written to meet them,
 * the SPIKES warning shot where there is one, and any item to avoid that occurred. Tuning and
 * held-out transcripts are reported apart: held-out ones were written from the cases' tasks and item
 * labels and never tuned to.
 * Usage: node --import tsx scripts/eval-stations.ts [--held-out | --tuning]
 */
import { STATION_TRANSCRIPTS } from '../packages/scoring/test/stations';
import { runStation } from '../packages/scoring/test/stations/run';

const args = process.argv.slice(2);
const pick = args.includes('--held-out') ? [true] : args.includes('--tuning') ? [false] : [false, true];
const out: Record<string, unknown> = {};
for (const heldOut of pick) {
  out[heldOut ? 'held_out' : 'tuning'] = STATION_TRANSCRIPTS.filter((t) => t.heldOut === heldOut).map((t) => {
    const run = runStation(t);
    const r = run.result;
    const avoided = (r.avoid ?? [])
      .filter((i) => i.occurred)
      .map((i) => `${i.id}: ${i.evidence.map((e) => `#${e.seq} ${e.quote}`).join(' | ')}`);
    return {
      id: t.id,
      kind: t.kind,
      items: r.total,
      met: r.met,
      partly: r.partly,
      met_share: Math.round(run.metShare * 1000) / 1000,
      evidence_on_intended_line: Math.round(run.evidenceRight * 1000) / 1000,
      wrong_evidence: run.wrongEvidence,
      not_met: r.items.filter((i) => i.status !== 'met').map((i) => `${i.id}: ${i.status}`),
      warning_shot: r.items.find((i) => i.id === 'warning-shot')?.status ?? null,
      global_rating: r.global_rating.label,
      // Listed only when one occurred, so a station without the behaviours reads as it always did.
      ...(avoided.length > 0 ? { avoid_occurred: avoided } : {}),
    };
  });
}
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
