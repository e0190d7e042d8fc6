import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

const linkBase =
  'rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export default function LandingPage() {
  usePageTitle('Voice practice with simulated patients');
  return (
    <div className="min-h-screen bg-linear-to-br from-teal-900 via-slate-900 to-indigo-950 text-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Link to="/landing" className="flex items-center gap-2.5 rounded-lg focus-visible:outline-white">
          <img src="/favicon.svg" alt="" className="size-8" />
          <span className="text-lg font-semibold tracking-tight">Practicum</span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Link to="/login" className={`${linkBase} text-slate-100 hover:bg-white/10`}>
            Sign In
          </Link>
          <Link to="/login" className={`${linkBase} bg-white text-teal-900 shadow hover:bg-teal-50`}>
            Get Started
          </Link>
        </nav>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col items-start px-6 pt-20 pb-32 sm:pt-28">
        <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-teal-100 ring-1 ring-white/20">
          Real-time speech-to-speech training
        </p>
        <h1 className="mt-6 text-5xl font-semibold tracking-tight sm:text-7xl">Practicum</h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">
          Practise therapeutic conversations out loud with simulated patients, and get evidence-backed
          feedback on every session.
        </p>
      </main>
    </div>
  );
}
