import {
  ACCOUNT_STATUSES,
  USER_TYPES,
  accountStatusLabel,
  userTypeLabel,
  type User,
  type UserType,
} from '@practicum/contract';
import { ApiError } from '../../../lib/api-error';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What the user table shows for a missing value: No Name, No Email, N/A, Never. */
export const nameOf = (u: Pick<User, 'name'>) => u.name?.trim() || 'No Name';
export const emailOf = (u: Pick<User, 'email'>) => u.email?.trim() || 'No Email';
export const fullNameOf = (u: Pick<User, 'first_name' | 'last_name'>) =>
  [u.first_name, u.last_name].filter((p) => p?.trim()).join(' ') || 'No Name';

export function createdOf(iso: string | null | undefined, withTime = false): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'N/A';
  return (withTime ? dateTimeFormat : dateFormat).format(d);
}

export const lastLoginOf = (iso: string | null | undefined) => (iso ? createdOf(iso, true) : 'Never');

export const planLabel = (plan: string | null | undefined) =>
  plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : 'Free';

const isAdminType = (type: UserType) => type === 'admin' || type === 'super_admin';

/**
 * Mirrors the server's rules so the page offers only what will be accepted: no changes to one's own
 * account here, and administrator accounts belong to super admins.
 */
export function canManage(viewer: Pick<User, 'id' | 'user_type'> | null, target: User): boolean {
  if (!viewer || viewer.id === target.id) return false;
  return viewer.user_type === 'super_admin' || !isAdminType(target.user_type);
}

/** Why the controls of a row are locked, for a tooltip and screen readers. */
export function lockReason(viewer: Pick<User, 'id'> | null, target: User): string {
  if (viewer?.id === target.id) return 'You cannot change your own account here';
  return 'Only a super admin can manage administrator accounts';
}

export function roleOptions(viewer: Pick<User, 'user_type'> | null) {
  const types = viewer?.user_type === 'super_admin' ? USER_TYPES : USER_TYPES.filter((t) => !isAdminType(t));
  return types.map((t) => ({ value: t, label: userTypeLabel(t) }));
}

export const STATUS_OPTIONS = ACCOUNT_STATUSES.map((s) => ({ value: s, label: accountStatusLabel(s) }));

/** The two ways of turning a request down are easy to confuse; the status menus say which is which. */
export const STATUS_HINT =
  'Rejected: turned down for now, you can still approve it later. Refused: turned down for good. Neither can sign in.';

/** Admin banners put a cross mark before the server's detail when there is one. */
export function crossed(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.detail === 'string' && error.detail.trim()) {
    return `✗ ${error.detail}`;
  }
  return fallback;
}
