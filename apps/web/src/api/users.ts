import {
  MessageResponseSchema,
  PendingRequestsResponseSchema,
  SignInStateSchema,
  StatusStatisticsResponseSchema,
  UserListResponseSchema,
  UserSchema,
  type AccountStatus,
  type AdminResetPasswordBody,
  type CreateUserBody,
  type ForgotPasswordBody,
  type ListUsersQuery,
  type MessageResponse,
  type PendingRequestsResponse,
  type SignInState,
  type StatusStatistics,
  type User,
  type UserListResponse,
  type UserType,
} from '@practicum/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { dashboardKeys } from './dashboard';
import { withQuery } from './query-string';

const adminUserPath = (id: string) => `/users/admin/users/${encodeURIComponent(id)}`;

/** Every user query sits under ['users'], so one invalidation refreshes lists, figures and details. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: ListUsersQuery) => [...userKeys.all, 'list', query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  signIn: (id: string) => [...userKeys.all, 'sign-in', id] as const,
  statistics: () => [...userKeys.all, 'statistics'] as const,
  pending: () => [...userKeys.all, 'pending'] as const,
};

/** GET /users/users (admin): server-side search, filters and pagination; "all" means no filter. */
export function getUsers(query: ListUsersQuery, signal?: AbortSignal): Promise<UserListResponse> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== 'all'));
  return apiClient.get(withQuery('/users/users', params), UserListResponseSchema, signal);
}

export const usersQueryOptions = (query: ListUsersQuery) =>
  queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => getUsers(query, signal) });

/** While a new page or filter loads, the previous rows stay on screen. */
export function useUsers(query: ListUsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /users/admin/users/{id} (admin): one user, for the details modal. */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return apiClient.get(adminUserPath(id), UserSchema, signal);
}

/** Starts from the row already on screen, then loads the latest. */
export function useUser(id: string, initial?: User) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
}

/** GET /users/admin/pending-requests (admin): sign-ups awaiting approval and password-reset requests. */
export function getPendingRequests(signal?: AbortSignal): Promise<PendingRequestsResponse> {
  return apiClient.get('/users/admin/pending-requests', PendingRequestsResponseSchema, signal);
}

export function usePendingRequests() {
  return useQuery({ queryKey: userKeys.pending(), queryFn: ({ signal }) => getPendingRequests(signal) });
}

/** GET /users/admin/status-statistics (admin): the figures of the User Management tiles. */
export function getStatusStatistics(signal?: AbortSignal): Promise<StatusStatistics> {
  return apiClient.get('/users/admin/status-statistics', StatusStatisticsResponseSchema, signal);
}

export function useStatusStatistics() {
  return useQuery({ queryKey: userKeys.statistics(), queryFn: ({ signal }) => getStatusStatistics(signal) });
}

/** POST /users/forgot-password: flags the account so an admin can set a new password. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return apiClient.request('/users/forgot-password', {
    method: 'POST',
    body,
    schema: MessageResponseSchema,
    retryOn401: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export interface CreateUserVariables {
  userType: UserType;
  body: CreateUserBody;
}

/** POST /users/admin/create-user?user_type=... (admin): the new account is activated at once. */
export function createUser({ userType, body }: CreateUserVariables): Promise<User> {
  return apiClient.post(withQuery('/users/admin/create-user', { user_type: userType }), body, UserSchema);
}

export interface UpdateRoleVariables {
  id: string;
  newRole: UserType;
}

/** PUT /users/admin/users/{id}/role (admin; administrator roles only by a super admin). */
export function updateUserRole({ id, newRole }: UpdateRoleVariables): Promise<User> {
  return apiClient.request(`${adminUserPath(id)}/role`, {
    method: 'PUT',
    body: { new_role: newRole },
    schema: UserSchema,
  });
}

export interface UpdateActiveVariables {
  id: string;
  isActive: boolean;
}

/** PUT /users/admin/users/{id}/status (admin): suspend or restore an activated account. */
export function updateUserActive({ id, isActive }: UpdateActiveVariables): Promise<User> {
  return apiClient.request(`${adminUserPath(id)}/status`, {
    method: 'PUT',
    body: { is_active: isActive },
    schema: UserSchema,
  });
}

export interface UpdateAccountStatusVariables {
  id: string;
  newStatus: AccountStatus;
  reason?: string;
}

/** PUT /users/admin/users/{id}/account-status (admin): activated makes the user active, others inactive. */
export function updateAccountStatus({ id, newStatus, reason }: UpdateAccountStatusVariables): Promise<User> {
  return apiClient.request(`${adminUserPath(id)}/account-status`, {
    method: 'PUT',
    body: { new_status: newStatus, reason: reason || null },
    schema: UserSchema,
  });
}

export interface ResetPasswordVariables {
  id: string;
  body: AdminResetPasswordBody;
}

/** POST /users/admin/users/{id}/reset-password (admin): clears the reset request, ends the user's sign-ins. */
export function resetUserPassword({ id, body }: ResetPasswordVariables): Promise<MessageResponse> {
  return apiClient.post(`${adminUserPath(id)}/reset-password`, body, MessageResponseSchema);
}

/**
 * An account change shows in every user list, figure and detail, and in the admin dashboard's
 * pending count and student rows.
 */
function invalidateUsers(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: userKeys.all }),
    client.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateUsers(client) });
}

export function useResetUserPassword() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetUserPassword, onSuccess: () => invalidateUsers(client) });
}

/** The answered user replaces the cached detail at once, and the lists refetch. */
function useUserUpdate<V>(mutationFn: (variables: V) => Promise<User>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(user.id), user);
      // Not awaited: the row may leave a filtered list on refetch, and its banner must still show.
      void invalidateUsers(client);
    },
  });
}

export const useUpdateUserRole = () => useUserUpdate(updateUserRole);
export const useUpdateUserActive = () => useUserUpdate(updateUserActive);
export const useUpdateAccountStatus = () => useUserUpdate(updateAccountStatus);

/** GET /users/admin/users/{id}/sign-in (admin): failed sign-ins, the lock, and live sessions. */
export function getSignInState(id: string, signal?: AbortSignal): Promise<SignInState> {
  return apiClient.get(`${adminUserPath(id)}/sign-in`, SignInStateSchema, signal);
}

export function useSignInState(id: string) {
  return useQuery({ queryKey: userKeys.signIn(id), queryFn: ({ signal }) => getSignInState(id, signal) });
}

/** POST /users/admin/users/{id}/unlock (admin; administrators only by a super admin). */
export function unlockSignIn(id: string): Promise<MessageResponse> {
  return apiClient.post(`${adminUserPath(id)}/unlock`, undefined, MessageResponseSchema);
}

/** POST /users/admin/users/{id}/end-sessions (admin): signs the user out of every browser at once. */
export function endSessions(id: string): Promise<MessageResponse> {
  return apiClient.post(`${adminUserPath(id)}/end-sessions`, undefined, MessageResponseSchema);
}

export function useUnlockSignIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlockSignIn, onSuccess: () => invalidateUsers(client) });
}

export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endSessions, onSuccess: () => invalidateUsers(client) });
}
