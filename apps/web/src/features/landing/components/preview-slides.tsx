import type { ReactNode } from 'react';

/** Illustrations of the product, drawn with plain elements: no figures, which would be made up. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-2xl ring-1 shadow-slate-900/20 ring-slate-200">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-rose-400" aria-hidden="true" />
        <span className="size-2.5 rounded-full bg-amber-400" aria-hidden="true" />
        <span className="size-2.5 rounded-full bg-emerald-400" aria-hidden="true" />
        <span className="ml-2 text-xs font-medium text-slate-600">{title}</span>
      </div>
      <div className="p-5">{children}</div>
    </div>
  );
}

const Line = ({ w }: { w: string }) => (
  <span className={`block h-2 rounded-full bg-slate-200 ${w}`} aria-hidden="true" />
);

export function VoiceSlide() {
  return (
    <Frame title="Live session">
      <div className="flex items-center justify-between">
        <div>
          <p className="font-semibold text-slate-900">Maria Santos</p>
          <p className="text-xs text-slate-600">Generalised anxiety · Intermediate</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
          <span className="size-1.5 rounded-full bg-emerald-600" aria-hidden="true" />
          Listening
        </span>
      </div>
      <div className="mt-5 flex h-12 items-end justify-center gap-1" aria-hidden="true">
        {[30, 55, 80, 45, 95, 60, 35, 70, 90, 50, 25, 65, 85, 40, 20].map((h, i) => (
          <span key={i} className="w-1.5 rounded-full bg-teal-500" style={{ height: `${h}%` }} />
        ))}
      </div>
      <div className="mt-5 space-y-2.5 text-sm">
        <p className="ml-auto max-w-[80%] rounded-2xl rounded-br-sm bg-teal-700 px-3.5 py-2 text-white">
          What has been on your mind this week?
        </p>
        <p className="max-w-[80%] rounded-2xl rounded-bl-sm bg-slate-100 px-3.5 py-2 text-slate-800">
          Honestly? I lie awake going over everything I said at work.
        </p>
        <p className="ml-auto max-w-[80%] rounded-2xl rounded-br-sm bg-teal-700 px-3.5 py-2 text-white">
          It sounds exhausting, replaying it all night.
        </p>
      </div>
    </Frame>
  );
}

export function DashboardSlide() {
  return (
    <Frame title="Student dashboard">
      <div className="grid grid-cols-4 gap-2">
        {['Sessions', 'Avg Score', 'Hours', 'Streak'].map((label) => (
          <div key={label} className="rounded-lg border border-slate-200 p-2.5">
            <p className="text-[0.7rem] font-medium text-slate-600">{label}</p>
            <span className="mt-2 block h-3 w-2/3 rounded bg-teal-100" aria-hidden="true" />
          </div>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {[
          ['Maria Santos', 'Generalised anxiety', 'bg-amber-50 text-amber-900', 'Intermediate'],
          ['James Carter', 'Major depressive disorder', 'bg-emerald-50 text-emerald-800', 'Beginner'],
        ].map(([name, condition, tone, level]) => (
          <div key={name} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-center gap-2">
              <span
                className="flex size-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800"
                aria-hidden="true"
              >
                {name!
                  .split(' ')
                  .map((p) => p[0])
                  .join('')}
              </span>
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
                <p className="truncate text-xs text-slate-600">{condition}</p>
              </div>
            </div>
            <span
              className={`mt-3 inline-block rounded-full px-2 py-0.5 text-[0.7rem] font-semibold ${tone}`}
            >
              {level}
            </span>
            <span className="mt-3 block rounded-md bg-teal-700 py-1.5 text-center text-xs font-semibold text-white">
              Start Session
            </span>
          </div>
        ))}
      </div>
    </Frame>
  );
}

export function AnalyticsSlide() {
  return (
    <Frame title="Admin analytics">
      <p className="text-sm font-semibold text-slate-900">Sessions per week</p>
      <div className="mt-3 flex h-28 items-end gap-2 border-b border-slate-200" aria-hidden="true">
        {[40, 55, 48, 70, 62, 85, 78, 92].map((h, i) => (
          <span key={i} className="flex-1 rounded-t bg-indigo-500" style={{ height: `${h}%` }} />
        ))}
      </div>
      <p className="mt-4 text-sm font-semibold text-slate-900">Top performing students</p>
      <ul className="mt-2 space-y-2">
        {['w-2/5', 'w-1/3', 'w-1/2'].map((w) => (
          <li key={w} className="flex items-center gap-3">
            <span className="size-6 rounded-full bg-slate-200" aria-hidden="true" />
            <span className="flex-1">
              <Line w={w} />
            </span>
            <span className="h-4 w-10 rounded-full bg-emerald-100" aria-hidden="true" />
          </li>
        ))}
      </ul>
    </Frame>
  );
}
