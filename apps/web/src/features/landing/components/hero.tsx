import { Link } from 'react-router';
import { landingIcons } from './icons';

/** The opening: what Practicum is, Start Training and Watch Demo. */
export function Hero({ personas }: { personas: number | null }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="theme-fixed relative overflow-hidden bg-linear-to-br from-teal-900 via-slate-900 to-indigo-950 text-white"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_0.9fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-teal-100 ring-1 ring-white/20">
            <span className="size-2 rounded-full bg-teal-300" aria-hidden="true" />
            Real-time speech-to-speech training
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-semibold tracking-tight sm:text-6xl">
            Practise the conversations that matter, out loud.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-200">
            Talk with simulated patients who remember, react and open up only when you earn it. After each
            session, get scored feedback on listening, empathy and structure, with the moments that counted.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/login"
              className="rounded-lg bg-teal-300 px-5 py-3 text-sm font-semibold text-slate-950 shadow-lg shadow-teal-950/30 hover:bg-teal-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Start Training
            </Link>
            <a
              href="#preview"
              className="inline-flex items-center gap-2 rounded-lg px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {landingIcons.play}
              Watch Demo
            </a>
          </div>
        </div>
        <ul className="grid gap-3 text-sm sm:grid-cols-3 lg:grid-cols-1">
          {[
            [
              personas === null ? 'AI patient personas' : `${personas} AI patient personas`,
              'Each with a history, beliefs and a way of talking.',
            ],
            ['Voice in, voice out', 'Speak naturally; the patient answers in its own voice.'],
            ['Feedback you can trust', 'Scores grounded in MITI and EPITOME, citing your own words.'],
          ].map(([title, text]) => (
            <li key={title} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <p className="font-semibold text-white">{title}</p>
              <p className="mt-1 text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-teal-400/10 blur-3xl"
        aria-hidden="true"
      />
    </section>
  );
}
