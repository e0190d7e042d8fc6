import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListUsersQuerySchema,
  PendingRequestsResponseSchema,
  StatusStatisticsResponseSchema,
  UserIdParamsSchema,
  UserListResponseSchema,
  UserSchema,
} from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { userNotFound } from './admin-users.service';
import { listUsers, pendingRequests, statusStatistics } from './user-list.service';
import { findUserById, toUser } from '../../lib/accounts/users';

const errors = errorResponses(401, 403, 404, 422);
const admin = { access: 'admin' as const };
const doc = (summary: string) => ({ tags: ['users (admin)'], summary, security: [{ bearer: [] }] });

/** What admins read about users: the searchable list, one user, pending requests and figures. */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/users',
    {
      config: admin,
      schema: {
        ...doc(
          'Search, filter and page through all users; accounts waiting for approval first, then newest first',
        ),
        querystring: ListUsersQuerySchema,
        response: { 200: UserListResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/users/admin/users/:id',
    {
      config: admin,
      schema: {
        ...doc('One user, for the User Details modal'),
        params: UserIdParamsSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findUserById(app.db, request.params.id);
      if (!row) throw userNotFound();
      return toUser(row);
    },
  );

  app.get(
    '/users/admin/pending-requests',
    {
      config: admin,
      schema: {
        ...doc('Sign-ups awaiting approval and password-reset requests'),
        response: { 200: PendingRequestsResponseSchema, ...errors },
      },
    },
    async () => pendingRequests(app.db),
  );

  app.get(
    '/users/admin/status-statistics',
    {
      config: admin,
      schema: {
        ...doc('User counts by status and type'),
        response: { 200: StatusStatisticsResponseSchema, ...errors },
      },
    },
    async () => statusStatistics(app.db),
  );
};
