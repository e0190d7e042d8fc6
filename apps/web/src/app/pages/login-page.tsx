import { ERASED_MESSAGE } from '@practicum/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { SIGNED_OUT_KEY, signedOutMessage } from '../../lib/inactivity';
import { ACCOUNT_ERASED_KEY } from '../../api/data';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * Why the user was signed out, if it was for inactivity or because they deleted their account;
 * said once, then forgotten.
 */
function useSignedOutReason(): string | null {
  const [message] = useState(() => {
    try {
      if (window.sessionStorage.getItem(ACCOUNT_ERASED_KEY)) return ERASED_MESSAGE;
      return signedOutMessage(window.sessionStorage.getItem(SIGNED_OUT_KEY));
    } catch {
      return null;
    }
  });
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(SIGNED_OUT_KEY);
      window.sessionStorage.removeItem(ACCOUNT_ERASED_KEY);
    } catch {
      // Nothing stored, nothing to forget.
    }
  }, []);
  return message;
}

const HIGHLIGHTS = [
  'Speak with simulated patients in real time',
  'Scored feedback on listening, empathy and structure',
  'Track your progress session after session',
];

export default function LoginPage() {
  usePageTitle('Sign in');
  const signedOut = useSignedOutReason();
  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside className="relative hidden w-[44%] flex-col justify-between overflow-hidden bg-linear-to-br from-teal-800 via-teal-900 to-indigo-950 p-12 text-white lg:flex">
        <Link
          to="/landing"
          className="flex items-center gap-2.5 self-start rounded-lg focus-visible:outline-white"
        >
          <img src="/favicon.svg" alt="" className="size-9" />
          <span className="text-xl font-semibold tracking-tight">Practicum</span>
        </Link>
        <div>
          <p className="text-3xl leading-tight font-semibold tracking-tight">
            The safe place to practise the conversations that matter.
          </p>
          {/* Not a list: the registration screen's three steps are the page's only list. */}
          <div className="mt-8 space-y-4">
            {HIGHLIGHTS.map((text) => (
              <p key={text} className="flex items-center gap-3 text-teal-50">
                <span
                  className="flex size-6 items-center justify-center rounded-full bg-white/15"
                  aria-hidden="true"
                >
                  <svg
                    viewBox="0 0 20 20"
                    className="size-3.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
                {text}
              </p>
            ))}
          </div>
        </div>
        <p className="text-sm text-teal-100/90">For therapy and medical students and their instructors.</p>
        <div
          className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-teal-400/10 blur-3xl"
          aria-hidden="true"
        />
      </aside>
      <main className="flex flex-1 items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Link
            to="/landing"
            className="mb-8 flex items-center gap-2.5 self-start rounded-lg text-slate-900 lg:hidden"
          >
            <img src="/favicon.svg" alt="" className="size-8" />
            <span className="text-lg font-semibold tracking-tight">Practicum</span>
          </Link>
          {signedOut && (
            <Banner tone="info" className="mb-4">
              {signedOut}
            </Banner>
          )}
          <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-200/60 ring-slate-200 sm:p-8">
            <AuthPanel />
          </div>
        </div>
      </main>
    </div>
  );
}
