/** The stats band: the persona count is the real one (null while it loads). */
export function StatsBand({ personas }: { personas: number | null }) {
  const stats = [
    { value: personas === null ? '…' : String(personas), label: 'AI Personas' },
    { value: 'Real-time', label: 'Speech processing' },
    { value: 'Unlimited', label: 'Practice sessions on paid plans' },
    { value: '24/7', label: 'Available whenever you are' },
  ];
  return (
    <section
      aria-label="Practicum in numbers"
      className="theme-fixed bg-teal-800 px-4 py-12 text-white sm:px-6"
    >
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label}>
            <dt className="text-sm text-teal-100">{s.label}</dt>
            <dd
              className="mt-1 text-3xl font-semibold tracking-tight tabular-nums"
              data-testid={s.label === 'AI Personas' ? 'persona-count' : undefined}
            >
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
