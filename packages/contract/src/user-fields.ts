import { z } from 'zod';
import { text } from './text';
import { PASSWORD_MAX } from './auth';

/** Minimum length of a new password set from the profile or by an admin reset. */
export const NEW_PASSWORD_MIN = 6;

/** A new password; the upper bound is sign-up's, which keeps hashing cost predictable. */
export const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const requiredName = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100);
