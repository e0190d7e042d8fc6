import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  MessageResponseSchema,
  RefreshBodySchema,
  RefreshResponseSchema,
  SIGNUP_SUCCESS_MESSAGE,
  SignupBodySchema,
  SignupResponseSchema,
  UserSchema,
} from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { authRateLimit } from '../../plugins/security';
import { normaliseEmail, toUser } from '../../lib/accounts/users';
import { issueTokens, revokeByToken, rotateRefreshToken } from '../../lib/accounts/refresh-tokens';
import { checkCredentials, recordLogin, refreshRejected, signup } from './auth.service';
import { clearFailedSignIns, countFailedSignIn, signInRefusal } from './login-lock.service';

const errors = errorResponses(401, 403, 409, 422, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = app.config.AUTH_RATE_LIMIT_PER_MINUTE;

  app.post(
    '/auth/signup',
    {
      config: { access: 'public', rateLimit: authRateLimit(perMinute) },
      schema: {
        tags: ['auth'],
        summary: 'Request an account (pending until an admin activates it)',
        body: SignupBodySchema,
        response: { 201: SignupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The same answer whether or not the email has an account, so sign-up cannot be used to find
      // out who has one; the owner of an existing account is told in the app instead.
      const outcome = await app.audited(async (tx) => {
        const outcome = await signup(tx, request.body);
        const user = outcome.created ?? outcome.existing;
        const entry = outcome.created
          ? { action: 'auth.signup', newValue: { email: user.email, account_status: user.accountStatus } }
          : { action: 'auth.signup.existing_email' };
        await app.audit(
          { ...entry, actorId: outcome.created ? user.id : null, targetUserId: user.id, ip: request.ip },
          tx,
        );
        return outcome;
      });
      if (outcome.existing)
        await app.notifier.notify({ kind: 'signup_existing_email', userId: outcome.existing.id });
      return reply.status(201).send({ message: SIGNUP_SUCCESS_MESSAGE });
    },
  );

  app.post(
    '/auth/login',
    {
      config: {
        access: 'public',
        // Keyed by client and account, so one classroom behind a shared address is not locked out.
        rateLimit: authRateLimit(perMinute, (req) =>
          normaliseEmail(String((req.body as { username?: unknown } | undefined)?.username ?? '')),
        ),
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email (as username) and password; JSON or form body',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // A locked or waiting account is refused before its password is checked, whatever the address.
      const refusal = await signInRefusal(app, username);
      if (refusal) {
        reply.header('Retry-After', String(refusal.retryAfterSeconds));
        throw refusal.error;
      }
      const outcome = await checkCredentials(app.db, username, password);
      if (!outcome.ok) {
        const targetUserId = outcome.user?.id ?? null;
        const counted =
          outcome.error.code === 'invalid_credentials' ? await countFailedSignIn(app, username) : null;
        await app.audit({
          action: 'auth.login.failure',
          targetUserId,
          newValue: { reason: outcome.error.code },
          ip: request.ip,
        });
        if (counted?.locked) {
          await app.audit({
            action: 'auth.login.locked',
            targetUserId,
            newValue: { failed_attempts: counted.failures, lock_minutes: app.config.LOGIN_LOCK_MINUTES },
            ip: request.ip,
          });
        }
        throw outcome.error;
      }
      await clearFailedSignIns(app, username);
      const user = await recordLogin(app.db, outcome.user.id);
      const { pair } = await issueTokens(app, user);
      await app.audit({
        action: 'auth.login.success',
        actorId: user.id,
        targetUserId: user.id,
        ip: request.ip,
      });
      return { ...pair, user: toUser(user) };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: 'public', rateLimit: authRateLimit(perMinute * 3) },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for new tokens (the refresh token rotates)',
        body: RefreshBodySchema,
        response: { 200: RefreshResponseSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await rotateRefreshToken(app, request.body.refresh_token);
      if (!outcome.ok) {
        if (outcome.reused) {
          await app.audit({ action: 'auth.refresh.reuse', targetUserId: outcome.userId, ip: request.ip });
        }
        throw refreshRejected();
      }
      return outcome.pair;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the given refresh token and every token rotated from the same sign-in',
        body: LogoutBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const token = request.body?.refresh_token;
      if (token) {
        const userId = await revokeByToken(app.db, token);
        if (userId)
          await app.audit({ action: 'auth.logout', actorId: userId, targetUserId: userId, ip: request.ip });
      }
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: UserSchema, ...errorResponses(401) },
      },
    },
    async (request) => toUser(currentUser(request)),
  );
};
