import { Link } from 'react-router';

export const SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'preview', label: 'Preview' },
  { id: 'training', label: 'Training' },
  { id: 'pricing', label: 'Pricing' },
] as const;

const pill =
  'rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Top bar: brand, the section anchors, Sign In and Get Started (both to /login). */
export function LandingHeader() {
  return (
    <header className="theme-fixed sticky top-0 z-20 border-b border-white/10 bg-slate-950/85 text-white backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/landing"
          className="flex shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-white"
        >
          <img src="/favicon.svg" alt="" className="size-8" />
          <span className="text-lg font-semibold tracking-tight">Practicum</span>
        </Link>
        <nav aria-label="Sections" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={`${pill} text-slate-200 hover:bg-white/10 hover:text-white`}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-1.5">
          <Link to="/login" className={`${pill} text-slate-100 hover:bg-white/10`}>
            Sign In
          </Link>
          <Link to="/login" className={`${pill} bg-white text-teal-900 shadow hover:bg-teal-50`}>
            Get Started
          </Link>
        </nav>
      </div>
      <nav aria-label="Sections" className="border-t border-white/10 md:hidden">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1.5">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className={`${pill} block py-1.5 whitespace-nowrap text-slate-200 hover:bg-white/10`}
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
