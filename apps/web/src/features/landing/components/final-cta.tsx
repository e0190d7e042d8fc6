import { Link } from 'react-router';

/** The closing call to action. */
export function FinalCta() {
  return (
    <section
      aria-labelledby="cta-title"
      className="theme-fixed bg-linear-to-br from-teal-800 to-indigo-950 px-4 py-20 text-white sm:px-6"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          Your next patient is ready when you are.
        </h2>
        <p className="mt-4 text-lg text-teal-50">
          Create an account, have it approved by your instructor, and hold your first conversation today.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/login"
            className="rounded-lg bg-white px-5 py-3 text-sm font-semibold text-teal-900 shadow hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Start Free Trial
          </Link>
          <a
            href="#preview"
            className="rounded-lg px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Schedule Demo
          </a>
        </div>
      </div>
    </section>
  );
}
