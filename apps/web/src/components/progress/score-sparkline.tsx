/**
 * Overall scores over time as a small line, drawn as inline SVG: a chart library would weigh down the
 * student bundle for one line. The figure is decorative to screen readers; `label` says what it shows.
 */
export function ScoreSparkline({ scores, label }: { scores: number[]; label: string }) {
  const width = 160;
  const height = 40;
  const pad = 3;
  if (scores.length === 0) return null;
  const x = (i: number) =>
    scores.length === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (scores.length - 1);
  // Scores run 0-100, so the scale is fixed: the same height means the same score on every visit.
  const y = (score: number) => pad + ((100 - Math.min(100, Math.max(0, score))) * (height - 2 * pad)) / 100;
  const points = scores.map((s, i) => `${x(i).toFixed(1)},${y(s).toFixed(1)}`).join(' ');
  const last = scores.length - 1;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="overflow-visible text-teal-600"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      <circle cx={x(last)} cy={y(scores[last]!)} r={3} fill="currentColor" />
    </svg>
  );
}
