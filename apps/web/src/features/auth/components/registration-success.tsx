import { Button } from '../../../components/ui/button';

const NEXT_STEPS = [
  {
    title: 'An administrator reviews your request',
    text: 'Your school or programme admin checks the details you gave.',
  },
  {
    title: 'You receive access once approved',
    text: 'Your account is activated as soon as the review is done.',
  },
  {
    title: 'Sign in and start practising',
    text: 'Use your email and password to sign in and meet your first patient.',
  },
];

interface RegistrationSuccessProps {
  message: string;
  onBackToLogin: () => void;
}

export function RegistrationSuccess({ message, onBackToLogin }: RegistrationSuccessProps) {
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center text-center">
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <svg
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Registration Successful</h1>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <span className="size-1.5 rounded-full bg-amber-600" aria-hidden="true" />
          Account Pending Approval
        </p>
        <p role="status" className="mt-4 text-sm text-slate-600">
          {message}
        </p>
      </div>
      <section
        aria-labelledby="next-steps-heading"
        className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
      >
        <h2 id="next-steps-heading" className="text-sm font-semibold text-slate-900">
          What happens next
        </h2>
        <ol className="mt-4 space-y-4">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xs font-semibold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <p className="text-sm font-medium text-slate-900">{step.title}</p>
                <p className="text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <Button fullWidth onClick={onBackToLogin}>
        Back to Login
      </Button>
    </div>
  );
}
