import { z } from 'zod';
import { DisciplineSchema } from '@practicum/personas';
import { text } from './text';
import { PASSWORD_MAX, TokenPairSchema } from './auth';
import { newPassword, requiredName } from './user-fields';

// Self-service: the signed-in user's profile, password and anonymity.

export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const EMAIL_CANNOT_BE_CHANGED = 'Email cannot be changed';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

/** Profile form; email may be sent back unchanged but never changes. */
export const UpdateMeBodySchema = z.object({
  first_name: requiredName('First name').optional(),
  last_name: text().trim().max(100).nullish(),
  university: optionalText(200),
  /** 1-5, 6 = Resident. */
  year: z
    .number()
    .int()
    .min(1, 'Year must be 1-5 or 6 (Resident)')
    .max(6, 'Year must be 1-5 or 6 (Resident)')
    .nullish(),
  email: text().max(254).optional(),
  /** therapy, medicine or both; null clears the choice. */
  discipline: DisciplineSchema.nullish(),
});
export type UpdateMeBody = z.input<typeof UpdateMeBodySchema>;

/** Profile password change; confirm_password is optional for API clients. */
export const UpdatePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX),
    new_password: newPassword('New password is required'),
    confirm_password: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((b) => b.confirm_password === undefined || b.new_password === b.confirm_password, {
    message: NEW_PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
  });
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBodySchema>;

/**
 * A password change revokes every refresh token of the user, so the caller gets a fresh pair to
 * stay signed in here.
 */
export const UpdatePasswordResponseSchema = z.object({
  message: z.string(),
  ...TokenPairSchema.shape,
});
export type UpdatePasswordResponse = z.infer<typeof UpdatePasswordResponseSchema>;

export const DISPLAY_NAME_MAX = 50;

export const ToggleAnonymousBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled is required' }),
  /** Shown instead of the real name while anonymous; one is generated when none is given or kept. */
  display_name: text()
    .trim()
    .min(1, 'Display name cannot be empty')
    .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
    .optional(),
});
export type ToggleAnonymousBody = z.infer<typeof ToggleAnonymousBodySchema>;
