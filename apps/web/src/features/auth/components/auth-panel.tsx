import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RegistrationSuccess } from './registration-success';

type Mode = 'signin' | 'register';

const TABS: Array<{ mode: Mode; label: string; heading: string; intro: string }> = [
  {
    mode: 'signin',
    label: 'Sign In',
    heading: 'Welcome back',
    intro: 'Sign in to continue your training.',
  },
  {
    mode: 'register',
    label: 'Create Account',
    heading: 'Create your account',
    intro: 'Accounts are activated by an administrator.',
  },
];

/** The sign-in / create-account card with its tabs, the success screen and the forgot-password modal. */
export function AuthPanel({ initialMode = 'signin' }: { initialMode?: Mode }) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [registeredMessage, setRegisteredMessage] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  if (registeredMessage !== null) {
    return (
      <RegistrationSuccess
        message={registeredMessage}
        onBackToLogin={() => {
          setRegisteredMessage(null);
          setMode('signin');
        }}
      />
    );
  }

  const active = TABS.find((tab) => tab.mode === mode) ?? TABS[0]!;

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + TABS.length) % TABS.length;
    setMode(TABS[next]!.mode);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{active.heading}</h1>
      <p className="mt-1 text-sm text-slate-600">{active.intro}</p>
      <div
        role="tablist"
        aria-label="Account access"
        className="mt-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {TABS.map((tab, index) => {
          const selected = tab.mode === mode;
          return (
            <button
              key={tab.mode}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${tab.mode}`}
              aria-selected={selected}
              aria-controls="auth-tabpanel"
              tabIndex={selected ? 0 : -1}
              onClick={() => setMode(tab.mode)}
              onKeyDown={(e) => onTabKey(e, index)}
              className={cn(
                'focus-ring rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
                selected ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="auth-tabpanel" aria-labelledby={`auth-tab-${mode}`} className="mt-6">
        {mode === 'signin' ? (
          <LoginForm onForgotPassword={() => setForgotOpen(true)} />
        ) : (
          <RegisterForm onRegistered={setRegisteredMessage} />
        )}
      </div>
      {forgotOpen && <ForgotPasswordModal onClose={() => setForgotOpen(false)} />}
    </div>
  );
}
