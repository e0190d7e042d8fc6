// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { buildInsights } from '../insights/build-insights';
import { InsightsSchema } from '../schemas/insights.schema';
import { GOOD_SESSION } from '../../test/sessions.fixture';
import { GARETH_POOR, GARETH_THOROUGH } from '../../test/stations/gareth-hughes';
import { stationScore } from './mark';

/** The Insights of a medical session carry the station's marks, and its score is the station's. */
const gareth = PersonaSchema.parse(CATALOGUE.find((p) => p.id === 'gareth-hughes'));

const transcriptOf = (lines: readonly { say: string }[]) => ({
  station: gareth.case,
  utterances: lines.flatMap((l, i) => [
    { seq: 2 * i, speaker: 'student' as const, text: l.say },
    { seq: 2 * i + 1, speaker: 'patient' as const, text: 'Right.' },
  ]),
});

describe('insights of a medical station', () => {
  it('adds the checklist, scores the station as an OSCE does, and still satisfies the schema', () => {
    const good = buildInsights(transcriptOf(GARETH_THOROUGH.lines));
    const poor = buildInsights(transcriptOf(GARETH_POOR.lines));
    expect(() => InsightsSchema.parse(good)).not.toThrow();
    expect(good.checklist?.met).toBe(good.checklist?.total);
    expect(good.overall_score).toBe(stationScore(good.checklist!));
    expect(poor.overall_score).toBeLessThan(30);
    expect(good.session_summary).toMatch(/^History taking station: 30 of 30 checklist items met/);
    expect(poor.session_summary).toMatch(/6 red flags were not asked about/);
  });

  it('leaves a therapy session without a checklist', () => {
    expect(buildInsights(GOOD_SESSION).checklist).toBeNull();
  });
});
