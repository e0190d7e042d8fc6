// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@practicum/personas';
import { STATION_TRANSCRIPTS } from '../../test/stations';
import { runStation } from '../../test/stations/run';

/**
 * Checklist detection on station transcripts written by hand as clinicians run the stations: a
 * thorough history meets at least 90 % of the items, each on a line written to meet it; a thorough
 * bad-news conversation meets every SPIKES step; a poor one meets at most 30 %; a bad-news
 * conversation without a warning shot loses that SPIKES step, however well the rest of it goes
 * (one that is otherwise competent keeps the rest of its marks). Held-out transcripts were never
 * tuned to, so their evidence may sit on a neighbouring line now and then (at most one in ten).
 */
const stationOf = (personaId: string) => CATALOGUE.find((p) => p.id === personaId)?.case?.station;
const thorough = STATION_TRANSCRIPTS.filter((t) => t.kind === 'thorough');
const poor = STATION_TRANSCRIPTS.filter((t) => t.kind === 'poor');
const noWarning = STATION_TRANSCRIPTS.filter((t) => t.kind === 'no_warning_shot');

describe('checklist marking on station transcripts', () => {
  it.each(thorough.map((t) => [t.id, t] as const))(
    '%s (thorough) meets its station, with the right evidence',
    (_, t) => {
      const run = runStation(t);
      const missed = run.result.items.filter((i) => i.status !== 'met').map((i) => `${i.id}: ${i.status}`);
      if (stationOf(t.personaId) === 'bad_news')
        expect(run.result.spikes?.filter((s) => s.status !== 'met')).toEqual([]);
      else expect(run.metShare, missed.join('\n')).toBeGreaterThanOrEqual(0.9);
      if (t.heldOut) expect(run.evidenceRight, run.wrongEvidence.join('\n')).toBeGreaterThanOrEqual(0.9);
      else expect(run.wrongEvidence).toEqual([]);
    },
  );

  it.each(poor.map((t) => [t.id, t] as const))('%s (poor) meets at most 30 % of items', (_, t) => {
    const run = runStation(t);
    const met = run.result.items.filter((i) => i.status === 'met').map((i) => i.id);
    expect(run.metShare, met.join(', ')).toBeLessThanOrEqual(0.3);
  });

  it.each(noWarning.map((t) => [t.id, t] as const))(
    '%s: news without a warning shot loses that SPIKES step',
    (_, t) => {
      const run = runStation(t);
      expect(run.result.items.find((i) => i.id === 'warning-shot')?.status).toBe('not_met');
      expect(run.result.spikes?.find((s) => s.step === 'spikes_knowledge')?.status).not.toBe('met');
    },
  );
});
