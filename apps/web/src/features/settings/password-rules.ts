import {
  PASSWORD_CHECKS,
  passwordStrength,
  SecurityPasswordFormSchema,
  type SecurityPasswordForm,
} from '@practicum/contract';
import { fieldErrors } from '../../lib/field-errors';

export { PASSWORD_CHECKS, passwordStrength };

/** Errors of the Settings > Security form by field (8+ characters with upper, lower,
 * digit and symbol, unlike the 6-character profile form); empty when valid. */
export function securityFormErrors(form: SecurityPasswordForm): Record<string, string> {
  const parsed = SecurityPasswordFormSchema.safeParse(form);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** Which of the five checks a password passes, for the checklist under the field. */
export function passedChecks(password: string): Record<(typeof PASSWORD_CHECKS)[number]['key'], boolean> {
  return Object.fromEntries(PASSWORD_CHECKS.map((check) => [check.key, check.test(password)])) as Record<
    (typeof PASSWORD_CHECKS)[number]['key'],
    boolean
  >;
}

/** Colour of the meter per score; the label carries the meaning, the colour only supports it. */
export function strengthColour(score: number): string {
  if (score <= 1) return 'bg-red-600';
  if (score === 2) return 'bg-orange-500';
  if (score === 3) return 'bg-amber-500';
  if (score === 4) return 'bg-emerald-500';
  return 'bg-emerald-700';
}
