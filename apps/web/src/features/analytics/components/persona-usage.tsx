import type { Analytics } from '@practicum/contract';

/** Sessions per patient persona, most used first, with a bar relative to the busiest one. */
export function PersonaUsage({ personas }: { personas: Analytics['personas'] }) {
  const most = Math.max(1, ...personas.map((p) => p.sessions));
  return (
    <section
      aria-labelledby="persona-usage-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="persona-usage-heading" className="text-base font-semibold text-slate-900">
        Persona usage
      </h2>
      {personas.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No persona was practised in this period.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {personas.map((persona) => (
            <li key={persona.patient_id}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-slate-800">{persona.name}</span>
                <span className="text-slate-700 tabular-nums">
                  {persona.sessions} {persona.sessions === 1 ? 'session' : 'sessions'}
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-teal-600"
                  style={{ width: `${(persona.sessions / most) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
