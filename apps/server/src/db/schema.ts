import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES, DEFAULT_MAX_MESSAGES, SUBSCRIPTION_PLANS, USER_TYPES } from '@practicum/contract';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const userType = pgEnum('user_type', USER_TYPES);
export const accountStatus = pgEnum('account_status', ACCOUNT_STATUSES);
export const subscriptionPlan = pgEnum('subscription_plan', SUBSCRIPTION_PLANS);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    userType: userType('user_type').notNull().default('customer'),
    accountStatus: accountStatus('account_status').notNull().default('requested'),
    isActive: boolean('is_active').notNull().default(false),
    subscriptionPlan: subscriptionPlan('subscription_plan').notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('none'),
    subscriptionExpiresAt: tz('subscription_expires_at'),
    messageCount: integer('message_count').notNull().default(0),
    /** -1 means unlimited. */
    maxMessages: integer('max_messages').notNull().default(DEFAULT_MAX_MESSAGES),
    university: text('university'),
    year: smallint('year'),
    resetRequest: boolean('reset_request').notNull().default(false),
    resetRequestedAt: tz('reset_requested_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    lastLogin: tz('last_login'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_account_status_idx').on(t.accountStatus),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued from one login shares a family; reuse of a rotated token revokes it all. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    revokedAt: tz('revoked_at'),
    /** Set when the token was rotated (as opposed to revoked by logout or an admin). */
    replacedBy: uuid('replaced_by'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. auth.login.success, auth.login.failure, auth.signup, user.account_status. */
    action: text('action').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetUserId),
    index('audit_log_action_idx').on(t.action),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
