import { z } from 'zod';
import { text } from './text';
import { UserSchema } from './users';

/** Passwords are bounded so hashing cost stays predictable. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const NameSchema = text().trim().max(100);

export const SignupBodySchema = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).max(254),
  password: z.string({ error: 'Password is required' }).pipe(PasswordSchema),
  first_name: text({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  last_name: NameSchema.optional().default(''),
});
export type SignupBody = z.input<typeof SignupBodySchema>;

/** Only the message: the same answer whether or not the email already had an account. */
export const SignupResponseSchema = z.object({
  message: z.string(),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** Login accepts JSON or a form body; `username` holds the email. */
export const LoginBodySchema = z.object({
  username: text({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const LoginResponseSchema = TokenPairSchema.extend({ user: UserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshBodySchema = z.object({
  refresh_token: z
    .string({ error: 'No refresh token available' })
    .min(1, 'No refresh token available')
    .max(200),
});
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

export const RefreshResponseSchema = TokenPairSchema;
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;

/** Optional: a client whose tokens are already gone can still call logout. */
export const LogoutBodySchema = z.object({ refresh_token: z.string().max(200).optional() }).nullish();
export type LogoutBody = z.infer<typeof LogoutBodySchema>;

export const SIGNUP_SUCCESS_MESSAGE =
  'Registration successful! Your account is pending admin activation. Please wait for approval before signing in.';

/** The 403 texts given at login for each account status that may not sign in. */
export const ACCOUNT_STATUS_LOGIN_MESSAGES = {
  requested: 'Your account is pending admin approval. Please wait for an administrator to activate it.',
  deactivated: 'Your account has been deactivated. Please contact an administrator.',
  rejected: 'Your account request was rejected. Please contact an administrator.',
  refused: 'Your account request was refused. Please contact an administrator.',
  inactive: 'Your account is inactive. Please contact an administrator.',
} as const;

export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect email or password';
