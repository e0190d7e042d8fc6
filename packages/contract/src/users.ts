import { z } from 'zod';
import { DisciplineSchema } from '@practicum/personas';

// Who a persona is written for and what a student trains for: one vocabulary, the persona catalogue's.
export { DISCIPLINES, DisciplineSchema, type Discipline } from '@practicum/personas';

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

/** Default message allowance of a new account; -1 means unlimited. */
export const DEFAULT_MAX_MESSAGES = 3;

/** admin and super_admin count as admin; everyone else as student. */
export function roleOf(userType: UserType): Role {
  return userType === 'admin' || userType === 'super_admin' ? 'admin' : 'student';
}

/** Label shown for a user type. */
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
  /** Displayed name: anonymous display name, full name, first name or email prefix. */
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
  /** What the student trains for; null until chosen (every patient is then shown alike). */
  discipline: DisciplineSchema.nullable(),
  reset_request: z.boolean(),
  reset_requested_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  last_login: z.iso.datetime().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** Name shown for a user, as `UserSchema.name` carries it. */
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

/** Always the same answer, whether or not the account exists, so the endpoint cannot probe for accounts. */
export const FORGOT_PASSWORD_MESSAGE = 'If the email exists, we have notified an admin.';

/** Label of an account status. */
export function accountStatusLabel(status: AccountStatus): string {
  return status === 'requested' ? 'Pending approval' : status.charAt(0).toUpperCase() + status.slice(1);
}

/** Year options: 1-5 plus Resident (6). */
export function yearLabel(year: number): string {
  return year === 6 ? 'Resident' : `Year ${year}`;
}
