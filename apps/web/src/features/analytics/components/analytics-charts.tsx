import { SKILL_KEYS, type Analytics } from '@practicum/contract';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { SKILL_SHORT_NAMES as SKILL_NAMES } from '../../../lib/skills';
import { formatDay, formatMetric, METRIC_LABELS } from '../lib/format';

/*
 * The only module that imports recharts. The page loads it with React.lazy, so the chart library
 * is its own chunk, fetched when an admin opens analytics and never by the landing or student pages.
 */

const TEAL = '#0f766e';
const CHART_STYLE = { width: '100%', height: 260 } as const;
const AXIS = { fontSize: 12, fill: '#475569' } as const;
/** One colour per skill, in SKILL_KEYS order, each at least 4.5:1 against white. */
const SKILL_COLOURS = ['#0f766e', '#4f46e5', '#b45309', '#be123c', '#0369a1', '#7e22ce'] as const;

/**
 * A chart with its title; the figures are also listed in a visually hidden table, since the SVG
 * itself says nothing to a screen reader. The drawing is hidden from assistive technology, so its
 * charts leave out recharts' keyboard layer: a focus stop inside a hidden region would be announced
 * as nothing.
 */
function ChartCard({
  title,
  columns,
  rows,
  children,
}: {
  title: string;
  /** Headings of the value columns, when a row holds more than one figure. */
  columns?: string[];
  rows: Array<[string, ...string[]]>;
  children: ReactNode;
}) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="text-base font-semibold text-slate-900">{title}</figcaption>
      <div className="mt-4" aria-hidden="true">
        {children}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        {columns && (
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map(([label, ...values]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {values.map((value, i) => (
                <td key={columns?.[i] ?? i}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export default function AnalyticsCharts({ data }: { data: Analytics }) {
  const { metric } = data;
  const format = (value: unknown) => formatMetric(metric, typeof value === 'number' ? value : null);
  const skills = data.skills.map((s) => ({ name: SKILL_NAMES[s.skill], average: s.average }));
  const title = `${METRIC_LABELS[metric]} over time`;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartCard title={title} rows={data.series.map((p) => [formatDay(p.date), format(p.value)])}>
          <LineChart data={data.series} responsive accessibilityLayer={false} style={CHART_STYLE}>
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS} minTickGap={16} />
            <YAxis tickFormatter={format} tick={AXIS} width={64} allowDecimals={metric !== 'sessions'} />
            <Tooltip
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(v) => [format(v), METRIC_LABELS[metric]]}
            />
            <Line type="monotone" dataKey="value" stroke={TEAL} strokeWidth={2} dot={false} connectNulls />
          </LineChart>
        </ChartCard>
      </div>
      <div className="lg:col-span-2">
        <SkillTrajectory data={data} />
      </div>
      <ChartCard
        title="Average score per skill"
        rows={skills.map((s) => [s.name, formatMetric('scores', s.average)])}
      >
        <BarChart data={skills} layout="vertical" responsive accessibilityLayer={false} style={CHART_STYLE}>
          <CartesianGrid stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" domain={[0, 100]} tick={AXIS} />
          <YAxis type="category" dataKey="name" tick={AXIS} width={120} />
          <Tooltip formatter={(v) => [formatMetric('scores', typeof v === 'number' ? v : null), 'Average']} />
          <Bar dataKey="average" fill={TEAL} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Score distribution"
        rows={data.score_distribution.map((b) => [b.band, `${b.count} sessions`])}
      >
        <BarChart data={data.score_distribution} responsive accessibilityLayer={false} style={CHART_STYLE}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="band" tick={AXIS} />
          <YAxis allowDecimals={false} tick={AXIS} width={40} />
          <Tooltip formatter={(v) => [String(v), 'Sessions']} />
          <Bar dataKey="count" fill="#6366f1" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartCard>
    </div>
  );
}

/**
 * The cohort's trajectory: each skill's mean score per day, week or month of the period, one line
 * per skill. A bucket where no session assessed a skill leaves a gap the line steps over.
 */
function SkillTrajectory({ data }: { data: Analytics }) {
  const points = data.skill_series.map((p) => ({ date: p.date, ...p.skills }));
  const score = (v: unknown) => formatMetric('scores', typeof v === 'number' ? v : null);
  return (
    <ChartCard
      title="Skill trajectory of the cohort"
      columns={SKILL_KEYS.map((k) => SKILL_NAMES[k])}
      rows={data.skill_series.map((p) => [
        formatDay(p.date),
        ...SKILL_KEYS.map((k) => formatMetric('scores', p.skills[k])),
      ])}
    >
      <LineChart data={points} responsive accessibilityLayer={false} style={{ ...CHART_STYLE, height: 300 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS} minTickGap={16} />
        <YAxis domain={[0, 100]} tickFormatter={score} tick={AXIS} width={48} />
        <Tooltip
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(v, name) => [score(v), name]}
        />
        {/* Skills in their usual order, not alphabetical. */}
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {SKILL_KEYS.map((k, i) => (
          <Line
            key={k}
            type="monotone"
            dataKey={k}
            name={SKILL_NAMES[k]}
            stroke={SKILL_COLOURS[i]}
            strokeWidth={2}
            dot={{ r: 2 }}
            connectNulls
          />
        ))}
      </LineChart>
    </ChartCard>
  );
}
