import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminResetPasswordBodySchema,
  CreateUserBodySchema,
  CreateUserQuerySchema,
  MessageResponseSchema,
  PASSWORD_RESET_MESSAGE,
  SESSIONS_ENDED_MESSAGE,
  SIGN_IN_UNLOCKED_MESSAGE,
  SignInStateSchema,
  UpdateAccountStatusBodySchema,
  UpdateActiveBodySchema,
  UpdateRoleBodySchema,
  UserIdParamsSchema,
  UserSchema,
} from '@practicum/contract';
import type { UserRow } from '../../db/schema';
import { AppError, errorResponses } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { currentUser } from '../../plugins/access';
import {
  applyAdminChange,
  createUserAsAdmin,
  userNotFound,
  type AdminChange,
  type ChangeResult,
} from './admin-users.service';
import { findUserById, toUser } from '../../lib/accounts/users';
import { liveSignIns } from '../../lib/accounts/refresh-tokens';
import { clearFailedSignIns, signInLockOf } from '../auth/login-lock.service';

const errors = errorResponses(401, 403, 404, 409, 422);
const admin = { access: 'admin' as const };
const doc = (summary: string) => ({ tags: ['users (admin)'], summary, security: [{ bearer: [] }] });

/** Refusals by the admin rules (not unknown users), recorded so escalation attempts leave a trace. */
const AUDITED_REFUSALS = new Set([
  'own_account',
  'super_admin_required',
  'last_super_admin',
  'account_not_activated',
]);

/** The audit view of a user: what the admin endpoints change, never the password hash. */
const auditView = (u: UserRow) => ({
  user_type: u.userType,
  account_status: u.accountStatus,
  is_active: u.isActive,
  reset_request: u.resetRequest,
});

/** What admins change about users, each change guarded by the admin rules and audited. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs a guarded change and writes the audit entry (or the refusal) for it. */
  async function change(
    request: FastifyRequest,
    targetId: string,
    action: string,
    adminChange: AdminChange,
    attempted: Record<string, unknown>,
    reason: string | null = null,
    /** What the audit entry records as old and new value (the user's fields by default); runs inside the change. */
    values: (result: ChangeResult) => Promise<{ oldValue: unknown; newValue: unknown }> = async (r) => ({
      oldValue: auditView(r.before),
      newValue: auditView(r.after),
    }),
  ): Promise<UserRow> {
    const actorId = currentUser(request).id;
    try {
      const { after } = await applyAdminChange(app.db, actorId, targetId, adminChange, async (tx, result) =>
        app.audit(
          { action, actorId, targetUserId: targetId, ...(await values(result)), reason, ip: request.ip },
          tx,
        ),
      );
      return after;
    } catch (err) {
      if (err instanceof AppError && AUDITED_REFUSALS.has(err.code)) {
        await app.audit({
          action: `${action}.refused`,
          actorId,
          targetUserId: targetId,
          newValue: attempted,
          reason: err.code,
          ip: request.ip,
        });
      }
      throw err;
    }
  }

  app.post(
    '/users/admin/create-user',
    {
      config: admin,
      schema: {
        ...doc('Create an activated account (administrators only by a super admin)'),
        querystring: CreateUserQuerySchema,
        body: CreateUserBodySchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const row = await app
        .audited(async (tx) => {
          const row = await createUserAsAdmin(tx, actor, request.query.user_type, request.body);
          const entry = {
            action: 'user.create',
            actorId: actor.id,
            targetUserId: row.id,
            newValue: { email: row.email, ...auditView(row) },
            ip: request.ip,
          };
          await app.audit(entry, tx);
          return row;
        })
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.code === 'super_admin_required') {
            await app.audit({
              action: 'user.create.refused',
              actorId: actor.id,
              newValue: { email: request.body.email, user_type: request.query.user_type },
              reason: err.code,
              ip: request.ip,
            });
          }
          throw err;
        });
      return reply.status(201).send(toUser(row));
    },
  );

  app.put(
    '/users/admin/users/:id/role',
    {
      config: admin,
      schema: {
        ...doc("Change a user's type (to or from admin and super admin only by a super admin)"),
        params: UserIdParamsSchema,
        body: UpdateRoleBodySchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const newRole = request.body.new_role;
      return toUser(
        await change(
          request,
          request.params.id,
          'user.role',
          { kind: 'role', newRole },
          { user_type: newRole },
        ),
      );
    },
  );

  app.put(
    '/users/admin/users/:id/status',
    {
      config: admin,
      schema: {
        ...doc('Make an activated account active or inactive; inactive revokes its sign-ins'),
        params: UserIdParamsSchema,
        body: UpdateActiveBodySchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const isActive = request.body.is_active;
      return toUser(
        await change(
          request,
          request.params.id,
          'user.active',
          { kind: 'active', isActive },
          { is_active: isActive },
        ),
      );
    },
  );

  app.put(
    '/users/admin/users/:id/account-status',
    {
      config: admin,
      schema: {
        ...doc('Set the account status: activated makes the user active, any other status inactive'),
        params: UserIdParamsSchema,
        body: UpdateAccountStatusBodySchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const { new_status: newStatus, reason } = request.body;
      const wasActivated = (await findUserById(app.db, request.params.id))?.accountStatus === 'activated';
      const row = await change(
        request,
        request.params.id,
        'user.account_status',
        { kind: 'account_status', newStatus },
        { account_status: newStatus },
        reason ?? null,
      );
      if (!wasActivated && row.accountStatus === 'activated')
        await app.notifier.notify({ kind: 'account_approved', userId: row.id });
      return toUser(row);
    },
  );

  app.post(
    '/users/admin/users/:id/reset-password',
    {
      config: admin,
      schema: {
        ...doc("Set a user's password; clears their reset request and signs them out everywhere"),
        params: UserIdParamsSchema,
        body: AdminResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await findUserById(app.db, request.params.id))) throw userNotFound();
      const passwordHash = await hashPassword(request.body.new_password);
      await change(request, request.params.id, 'user.password_reset', { kind: 'password', passwordHash }, {});
      return { message: PASSWORD_RESET_MESSAGE };
    },
  );
  app.get(
    '/users/admin/users/:id/sign-in',
    {
      config: admin,
      schema: {
        ...doc("A user's failed sign-ins, sign-in lock and live sessions, for User Details"),
        params: UserIdParamsSchema,
        response: { 200: SignInStateSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findUserById(app.db, request.params.id);
      if (!row) throw userNotFound();
      return { ...(await signInLockOf(app, row.email)), live_sessions: await liveSignIns(app.db, row.id) };
    },
  );

  app.post(
    '/users/admin/users/:id/unlock',
    {
      config: admin,
      schema: {
        ...doc('Clear the failed sign-ins and any lock (administrators only by a super admin)'),
        params: UserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await change(
        request,
        request.params.id,
        'user.unlock',
        { kind: 'unlock' },
        {},
        null,
        async ({ after }) => ({
          oldValue: await signInLockOf(app, after.email),
          newValue: { failed_attempts: 0, locked_until: null },
        }),
      );
      // Cleared once the guarded change and its audit entry are committed: no unlock goes unaudited.
      await clearFailedSignIns(app, row.email);
      return { message: SIGN_IN_UNLOCKED_MESSAGE };
    },
  );

  app.post(
    '/users/admin/users/:id/end-sessions',
    {
      config: admin,
      schema: {
        ...doc('Sign the user out of every browser at once (administrators only by a super admin)'),
        params: UserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const live = await liveSignIns(app.db, request.params.id);
      await change(
        request,
        request.params.id,
        'user.end_sessions',
        { kind: 'end_sessions' },
        {},
        null,
        async () => ({
          oldValue: { live_sessions: live },
          newValue: { live_sessions: 0 },
        }),
      );
      return { message: SESSIONS_ENDED_MESSAGE };
    },
  );
};
