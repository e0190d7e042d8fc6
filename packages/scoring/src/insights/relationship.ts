import { type Analysis } from '../analysis';
import { type EngineState } from '@practicum/coder';
import { wordCount } from '@practicum/coder';
import { scale } from '../grades';
import { epitomeTotal } from '../skills/empathy';

export interface Level {
  source: 'engine' | 'transcript';
  value: number;
  trend: 'rising' | 'steady' | 'falling';
  reason: string;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

function trendOf(series: number[], tolerance: number): Level['trend'] {
  if (series.length < 2) return 'steady';
  const third = Math.max(1, Math.floor(series.length / 3));
  const delta = mean(series.slice(-third)) - mean(series.slice(0, third));
  return delta > tolerance ? 'rising' : delta < -tolerance ? 'falling' : 'steady';
}

function engineSeries(a: Analysis, key: keyof EngineState): number[] {
  return a.patient.flatMap((u) => {
    const v = u.engine_state?.[key];
    return typeof v === 'number' ? [v] : [];
  });
}

/** Patient engagement: the engine's openness when recorded, else how much the patient says per turn. */
export function engagement(a: Analysis): Level {
  const openness = engineSeries(a, 'openness');
  if (openness.length > 0) {
    const value = round2(mean(openness.slice(-Math.max(1, Math.ceil(openness.length / 2)))));
    return {
      source: 'engine',
      value,
      trend: trendOf(openness, 0.05),
      reason: `Mean openness over the second half of the session was ${value} (engine, ${openness.length} recorded states).`,
    };
  }
  const perTurn = a.patient.map((u) => wordCount(u.text));
  const avg = mean(perTurn);
  const value = round2(
    scale(avg, [
      [0, 0],
      [4, 0.25],
      [12, 0.55],
      [25, 0.85],
      [40, 1],
    ]),
  );
  return {
    source: 'transcript',
    value,
    trend: trendOf(perTurn, 3),
    reason: `The patient said ${Math.round(avg)} words per turn on average over ${perTurn.length} turns.`,
  };
}

/**
 * Therapeutic rapport: the engine's rapport and trust when recorded; else estimated from the student's
 * empathic and MI-adherent responses, less confrontation and persuasion, and whether the patient opened up.
 */
export function rapport(a: Analysis, engaged: Level): Level {
  const r = engineSeries(a, 'rapport');
  const t = engineSeries(a, 'trust');
  if (r.length > 0 || t.length > 0) {
    const recent = (xs: number[]) => mean(xs.slice(-Math.max(1, Math.ceil(xs.length / 3))));
    const value = round2(r.length && t.length ? (recent(r) + recent(t)) / 2 : recent(r.length ? r : t));
    return {
      source: 'engine',
      value,
      trend: trendOf(r.length ? r : t, 0.05),
      reason: `Rapport ${r.length ? round2(recent(r)) : 'n/a'} and trust ${t.length ? round2(recent(t)) : 'n/a'} at the end of the session (engine).`,
    };
  }
  const turns = a.codes.filter((c) => c.primary !== 'facilitate');
  const empathic = turns.length ? turns.filter((c) => epitomeTotal(c) > 0).length / turns.length : 0;
  const { adherent, nonAdherent } = a.miti;
  const per10 = turns.length ? (10 * nonAdherent) / turns.length : 0;
  const lift = engaged.trend === 'rising' ? 0.1 : engaged.trend === 'falling' ? -0.1 : 0;
  const value = round2(
    Math.max(
      0,
      Math.min(
        1,
        0.3 + 0.5 * empathic + (adherent > 0 ? 0.1 : 0) - 0.08 * per10 + lift + 0.1 * engaged.value,
      ),
    ),
  );
  return {
    source: 'transcript',
    value,
    trend: engaged.trend,
    reason: `Estimated from the transcript: ${Math.round(100 * empathic)}% empathic responses, ${nonAdherent} confronting or persuading moves, patient engagement ${engaged.trend}.`,
  };
}

export const engagementLevel = (v: number) => (v >= 0.66 ? 'high' : v >= 0.4 ? 'moderate' : 'low');
export const rapportLevel = (v: number) => (v >= 0.66 ? 'strong' : v >= 0.4 ? 'moderate' : 'weak');
