import { Link } from 'react-router';
import { SECTIONS } from './landing-header';

/** Footer: the sections again, sign in, and the small print. */
export function LandingFooter() {
  return (
    <footer className="theme-fixed bg-slate-950 px-4 py-12 text-slate-300 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-xs">
          <p className="flex items-center gap-2 text-white">
            <img src="/favicon.svg" alt="" className="size-7" />
            <span className="font-semibold">Practicum</span>
          </p>
          <p className="mt-3 text-sm">
            Voice practice with simulated patients for therapy and medical students and their instructors.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-12 gap-y-2 text-sm">
          {SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`} className="rounded hover:text-white focus-visible:outline-white">
              {s.label}
            </a>
          ))}
          <Link to="/login" className="rounded hover:text-white focus-visible:outline-white">
            Sign In
          </Link>
          <a href="/api/docs" className="rounded hover:text-white focus-visible:outline-white">
            API documentation
          </a>
        </nav>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-white/10 pt-6 text-xs text-slate-400">
        Practicum is a training tool. Its patients are simulated; it is not for real clinical care.
      </p>
    </footer>
  );
}
