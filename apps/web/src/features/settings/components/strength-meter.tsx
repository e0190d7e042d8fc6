import { cn } from '../../../lib/cn';
import { PASSWORD_CHECKS, passedChecks, passwordStrength, strengthColour } from '../password-rules';

/** The 0-5 strength meter with its label, and the five checks behind it. */
export function StrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label } = passwordStrength(password);
  const passed = passedChecks(password);
  return (
    <div id={id} className="space-y-2">
      <div className="flex items-center gap-3">
        <div
          className="grid flex-1 grid-cols-5 gap-1"
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={5}
          aria-valuenow={score}
          aria-valuetext={`${label} (${score} of 5)`}
        >
          {PASSWORD_CHECKS.map((check, index) => (
            <span
              key={check.key}
              className={cn('h-1.5 rounded-full', index < score ? strengthColour(score) : 'bg-slate-200')}
            />
          ))}
        </div>
        <span className="w-24 text-right text-sm font-medium text-slate-800" data-testid="strength-label">
          {label}
        </span>
      </div>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {PASSWORD_CHECKS.map((check) => (
          <li
            key={check.key}
            className={cn(
              'flex items-center gap-2',
              passed[check.key] ? 'text-emerald-800' : 'text-slate-600',
            )}
          >
            <span aria-hidden="true" className="w-4 text-center font-bold">
              {passed[check.key] ? '✓' : '○'}
            </span>
            {check.label}
            <span className="sr-only">{passed[check.key] ? '(met)' : '(not met yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
