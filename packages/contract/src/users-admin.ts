import { z } from 'zod';
import { text } from './text';
import { ACCOUNT_STATUSES, AccountStatusSchema, USER_TYPES, UserSchema, type UserType } from './users';
import { newPassword, requiredName } from './user-fields';
import { PASSWORD_MAX } from './auth';

// User administration: the list, creating accounts, role, activity and status changes, password resets.

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_RESET_MESSAGE = 'Password reset successfully.';

/** A user type as a request may name it: `student` is accepted for `customer`. */
export const UserTypeInputSchema = z
  .enum([...USER_TYPES, 'student'])
  .transform((v): UserType => (v === 'student' ? 'customer' : v));

/** Filters of the user list. */
export const USER_FILTERS = ['all', 'admins', 'students', 'active', 'inactive'] as const;
export const UserFilterSchema = z.enum(USER_FILTERS);
export type UserFilter = z.infer<typeof UserFilterSchema>;

export const USERS_PAGE_SIZE_MAX = 100;

const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ListUsersQuerySchema = z.object({
  /** Matches first name, last name, full name, display name or email, case-insensitively. */
  search: text().trim().max(254).optional(),
  filter: UserFilterSchema.default('all'),
  account_status: AccountStatusSchema.optional(),
  /** Only accounts that asked for a password reset. */
  reset_request: queryBool.optional(),
  limit: z.coerce.number().int().min(1).max(USERS_PAGE_SIZE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListUsersQuery = z.input<typeof ListUsersQuerySchema>;
/** The query after validation and defaults. */
export type ListUsersParams = z.output<typeof ListUsersQuerySchema>;

export const UserListResponseSchema = z.object({
  users: z.array(UserSchema),
  /** Every match, not just this page. */
  total_count: z.number().int(),
});
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

export const UserIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid user id' }) });

/** Create user: first and last name, email and password required; nothing more. */
export const CreateUserBodySchema = z.object({
  first_name: requiredName('First name'),
  last_name: requiredName('Last name'),
  email: text({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Please enter a valid email address' }).max(254)),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/** `?user_type=`; the new account defaults to a student. */
export const CreateUserQuerySchema = z.object({
  user_type: UserTypeInputSchema.default('customer'),
});

export const UpdateRoleBodySchema = z.object({ new_role: UserTypeInputSchema });
export type UpdateRoleBody = z.input<typeof UpdateRoleBodySchema>;

export const UpdateActiveBodySchema = z.object({ is_active: z.boolean({ error: 'is_active is required' }) });
export type UpdateActiveBody = z.infer<typeof UpdateActiveBodySchema>;

export const UpdateAccountStatusBodySchema = z.object({
  new_status: AccountStatusSchema,
  /** Why; kept in the audit log. */
  reason: text().trim().max(500).nullish(),
});
export type UpdateAccountStatusBody = z.input<typeof UpdateAccountStatusBodySchema>;

/** Admin password reset: both fields, at least the minimum length, matching. */
export const AdminResetPasswordBodySchema = z
  .object({
    new_password: newPassword('New password is required'),
    confirm_password: z.string({ error: 'Please confirm the password' }).max(PASSWORD_MAX),
  })
  .refine((b) => b.new_password === b.confirm_password, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
  });
export type AdminResetPasswordBody = z.infer<typeof AdminResetPasswordBodySchema>;

/** Accounts waiting for an admin: sign-ups to approve and password-reset requests. */
export const PendingRequestsResponseSchema = z.object({
  /** Accounts in status `requested`. */
  pending_count: z.number().int(),
  /** Accounts that asked for a password reset. */
  reset_request_count: z.number().int(),
  /** The oldest 50 accounts needing either, oldest first. */
  users: z.array(UserSchema),
  total_count: z.number().int(),
});
export type PendingRequestsResponse = z.infer<typeof PendingRequestsResponseSchema>;

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const StatusStatisticsResponseSchema = z.object({
  total_users: z.number().int(),
  /** admin plus super_admin. */
  admins: z.number().int(),
  active_users: z.number().int(),
  inactive_users: z.number().int(),
  /** Account status `requested`. */
  pending_requests: z.number().int(),
  reset_requests: z.number().int(),
  by_status: countsOf(ACCOUNT_STATUSES),
  by_user_type: countsOf(USER_TYPES),
});
export type StatusStatistics = z.infer<typeof StatusStatisticsResponseSchema>;

/**
 * GET /users/admin/users/{id}/sign-in: the account's failed sign-ins since its last success, until
 * when sign-in is locked (null when it is not), and how many sign-ins (browsers) are live.
 */
export const SignInStateSchema = z.object({
  failed_attempts: z.number().int(),
  locked_until: z.string().nullable(),
  live_sessions: z.number().int(),
});
export type SignInState = z.infer<typeof SignInStateSchema>;

export const SIGN_IN_UNLOCKED_MESSAGE = 'Sign-in unlocked.';
export const SESSIONS_ENDED_MESSAGE = 'Signed out everywhere.';
