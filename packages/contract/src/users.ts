import { z } from 'zod';

export const USER_TYPES = ['customer', 'moderator', 'admin', 'super_admin'] as const;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

export const ACCOUNT_STATUSES = ['requested', 'activated', 'deactivated', 'rejected', 'refused'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

export const SUBSCRIPTION_PLANS = ['free', 'monthly', 'lifetime', 'professional'] as const;
export const SubscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

export const RoleSchema = z.enum(['student', 'admin']);
export type Role = z.infer<typeof RoleSchema>;

/** Default message allowance of a new account (SPEC section 9); -1 means unlimited. */
export const DEFAULT_MAX_MESSAGES = 3;

/** admin and super_admin count as admin; everyone else as student (SPEC section 6). */
export function roleOf(userType: UserType): Role {
  return userType === 'admin' || userType === 'super_admin' ? 'admin' : 'student';
}

/** Label shown for a user type (SPEC section 6). */
export function userTypeLabel(userType: UserType): string {
  switch (userType) {
    case 'admin':
      return 'Admin';
    case 'super_admin':
      return 'Super Admin';
    case 'moderator':
      return 'Moderator';
    default:
      return 'Student';
  }
}

/** The user as every endpoint returns it; never carries secrets. */
export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Displayed name (SPEC section 3): anonymous display name, full name, first name or email prefix. */
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  display_name: z.string().nullable(),
  is_anonymous: z.boolean(),
  user_type: UserTypeSchema,
  role: RoleSchema,
  account_status: AccountStatusSchema,
  is_active: z.boolean(),
  subscription: SubscriptionPlanSchema,
  subscription_plan: SubscriptionPlanSchema,
  subscription_status: z.string(),
  subscription_expires_at: z.iso.datetime().nullable(),
  message_count: z.number().int(),
  /** -1 means unlimited. */
  max_messages: z.number().int(),
  university: z.string().nullable(),
  /** 1-5, 6 = Resident. */
  year: z.number().int().min(1).max(6).nullable(),
  reset_request: z.boolean(),
  reset_requested_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  last_login: z.iso.datetime().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** Name shown for a user (SPEC section 3, "Displayed name"). */
export function displayNameOf(u: {
  email: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  is_anonymous: boolean;
}): string {
  if (u.is_anonymous && u.display_name) return u.display_name;
  const first = u.first_name?.trim();
  const last = u.last_name?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return u.email.split('@')[0] ?? u.email;
}

export const PERMISSIONS = [
  'patients:read',
  'sessions:own',
  'settings:own',
  'profile:own',
  'admin:dashboard',
  'admin:analytics',
  'users:read',
  'users:create',
  'users:update',
  'users:reset-password',
  'sessions:read-any',
  'admins:manage',
] as const;
export const PermissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof PermissionSchema>;

const STUDENT_PERMISSIONS: Permission[] = ['patients:read', 'sessions:own', 'settings:own', 'profile:own'];
const ADMIN_PERMISSIONS: Permission[] = [
  'profile:own',
  'settings:own',
  'patients:read',
  'admin:dashboard',
  'admin:analytics',
  'users:read',
  'users:create',
  'users:update',
  'users:reset-password',
  'sessions:read-any',
];

/** What each user type may do; the server enforces the same split by route access. */
export function permissionsOf(userType: UserType): Permission[] {
  if (userType === 'super_admin') return [...ADMIN_PERMISSIONS, 'admins:manage'];
  if (userType === 'admin') return ADMIN_PERMISSIONS;
  return STUDENT_PERMISSIONS;
}

export const PermissionsResponseSchema = z.object({
  user_type: UserTypeSchema,
  role: RoleSchema,
  is_admin: z.boolean(),
  permissions: z.array(PermissionSchema),
});
export type PermissionsResponse = z.infer<typeof PermissionsResponseSchema>;

export const ForgotPasswordBodySchema = z.object({
  email: z.email().max(254),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** Always the same answer, whether or not the account exists (SPEC section 8). */
export const FORGOT_PASSWORD_MESSAGE = 'If the email exists, we have notified an admin.';

// ---------------------------------------------------------------------------------------------
// Administration and self-service (SPEC sections 2, 4, 5, 7)

/** Minimum length of a new password set from the profile or by an admin reset (SPEC section 9). */
export const NEW_PASSWORD_MIN = 6;
/** Same bound as sign-up (auth.ts, which imports this file): keeps hashing cost predictable. */
const NEW_PASSWORD_MAX = 128;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const EMAIL_CANNOT_BE_CHANGED = 'Email cannot be changed';
export const PASSWORD_RESET_MESSAGE = 'Password reset successfully.';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';

const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters`)
    .max(NEW_PASSWORD_MAX, `Password must be at most ${NEW_PASSWORD_MAX} characters`);

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100);

/** A user type as a request may name it: `student` is accepted for `customer` (SPEC section 4). */
export const UserTypeInputSchema = z
  .enum([...USER_TYPES, 'student'])
  .transform((v): UserType => (v === 'student' ? 'customer' : v));

/** Filters of the user list (SPEC section 2, User management). */
export const USER_FILTERS = ['all', 'admins', 'students', 'active', 'inactive'] as const;
export const UserFilterSchema = z.enum(USER_FILTERS);
export type UserFilter = z.infer<typeof UserFilterSchema>;

export const USERS_PAGE_SIZE_MAX = 100;

const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ListUsersQuerySchema = z.object({
  /** Matches first name, last name, full name, display name or email, case-insensitively. */
  search: z.string().trim().max(254).optional(),
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

/** Create user: first and last name, email and password required; nothing more (SPEC section 5). */
export const CreateUserBodySchema = z.object({
  first_name: requiredName('First name'),
  last_name: requiredName('Last name'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Please enter a valid email address' }).max(254)),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(NEW_PASSWORD_MAX, `Password must be at most ${NEW_PASSWORD_MAX} characters`),
});
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/** `?user_type=`; the new account defaults to a student (SPEC section 5). */
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
  reason: z.string().trim().max(500).nullish(),
});
export type UpdateAccountStatusBody = z.input<typeof UpdateAccountStatusBodySchema>;

/** Admin password reset: both fields, at least 6 characters, matching (SPEC section 5). */
export const AdminResetPasswordBodySchema = z
  .object({
    new_password: newPassword('New password is required'),
    confirm_password: z.string({ error: 'Please confirm the password' }).max(NEW_PASSWORD_MAX),
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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

/** Profile form (SPEC section 3); email may be sent back unchanged but never changes. */
export const UpdateMeBodySchema = z.object({
  first_name: requiredName('First name').optional(),
  last_name: z.string().trim().max(100).nullish(),
  university: optionalText(200),
  /** 1-5, 6 = Resident. */
  year: z
    .number()
    .int()
    .min(1, 'Year must be 1-5 or 6 (Resident)')
    .max(6, 'Year must be 1-5 or 6 (Resident)')
    .nullish(),
  email: z.string().max(254).optional(),
});
export type UpdateMeBody = z.input<typeof UpdateMeBodySchema>;

/** Profile password change (SPEC section 5); confirm_password is optional for API clients. */
export const UpdatePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(NEW_PASSWORD_MAX),
    new_password: newPassword('New password is required'),
    confirm_password: z.string().max(NEW_PASSWORD_MAX).optional(),
  })
  .refine((b) => b.confirm_password === undefined || b.new_password === b.confirm_password, {
    message: NEW_PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
  });
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBodySchema>;

/**
 * A password change revokes every refresh token of the user, so the caller gets a fresh pair to
 * stay signed in here (the shape of auth's TokenPair, repeated because auth.ts imports this file).
 */
export const UpdatePasswordResponseSchema = z.object({
  message: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type UpdatePasswordResponse = z.infer<typeof UpdatePasswordResponseSchema>;

export const DISPLAY_NAME_MAX = 50;

export const ToggleAnonymousBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled is required' }),
  /** Shown instead of the real name while anonymous; one is generated when none is given or kept. */
  display_name: z
    .string()
    .trim()
    .min(1, 'Display name cannot be empty')
    .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`)
    .optional(),
});
export type ToggleAnonymousBody = z.infer<typeof ToggleAnonymousBodySchema>;

/** Label of an account status (SPEC section 2). */
export function accountStatusLabel(status: AccountStatus): string {
  return status === 'requested' ? 'Pending approval' : status.charAt(0).toUpperCase() + status.slice(1);
}

/** Year options (SPEC section 9): 1-5 plus Resident (6). */
export function yearLabel(year: number): string {
  return year === 6 ? 'Resident' : `Year ${year}`;
}
