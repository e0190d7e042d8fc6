import fp from 'fastify-plugin';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { roleOf, type UserType } from '@practicum/contract';
import type { UserRow } from '../db/schema';
import { findUserById } from '../lib/accounts/users';
import { findSignedInUser } from '../lib/accounts/refresh-tokens';
import type { Db } from '../db/client';
import { ChangeCache, type ChangeFeed } from './changes';
import { AppError, forbidden, unauthorized } from '../lib/app-error';
import type { AccessClaims, AccessTokens } from '../lib/tokens';

/**
 * Who may call a route. `student` covers customers and moderators; `admin` covers admin and
 * super_admin. `owner_or_admin` lets anyone signed in call the route, but what it reaches is scoped:
 * a non-admin reaches only objects they own (read with `ownerScope`), an admin reaches all.
 */
export const ACCESS_LEVELS = ['public', 'authenticated', 'student', 'admin', 'owner_or_admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's params, query, body and response schemas (zod), as declared; the contract fuzz reads them. */
  schema: FastifySchema | undefined;
  /** A WebSocket route (its handler gets a socket, not a reply). */
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * WebSocket routes: browsers cannot send an Authorization header on a socket, so the
     * credential comes as `?token=` — a single-use ticket, or an access JWT.
     */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    /**
     * The signed-in user of a non-public request: from the database, or kept in memory while the
     * change feed has heard no change to the user or their sign-ins (`SignedInUsers`). Frozen.
     */
    user: UserRow | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access (the access test reads this). */
    routeRegistry: RegisteredRoute[];
    /** The users access tokens speak for, while their sign-ins are live. */
    signedInUsers: SignedInUsers;
  }
}

/** How long a signed-in user is kept at most; notices end it sooner whenever anything about them changes. */
export const SIGNED_IN_TTL_MS = 10_000;

/**
 * `findSignedInUser` for every authenticated request, kept in memory per user and sign-in. The
 * change feed forgets a user's entries when their row or any of their refresh tokens changes
 * (migration 0015's triggers, so every writer on every instance is heard), and a write request
 * answers only once its own changes were heard (`ChangeFeed.caughtUp`): a logout, an admin's end
 * sessions, a password change or a deactivation refuses the token from the next request on, here
 * and on every instance that has heard the notice. The row is shared by the requests that read it,
 * so it is frozen.
 */
export class SignedInUsers {
  private readonly cache: ChangeCache<UserRow>;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.cache = new ChangeCache<UserRow>(feed, { ttlMs: SIGNED_IN_TTL_MS, maxEntries: 10_000 });
    feed.subscribe((change) => {
      if (change.kind === 'user') this.cache.forget(change.userId);
      else if (change.kind === 'reset') this.cache.clear();
    });
  }

  find(userId: string, sid: string): Promise<UserRow | undefined> {
    return this.cache.get(userId, sid, async () => {
      const row = await findSignedInUser(this.db, userId, sid);
      return row && Object.freeze(row);
    });
  }
}

/**
 * Access tokens whose signature and claims `AccessTokens.verify` accepted, until they expire: a
 * browser sends the same token with every request for its lifetime, and checking it again (an HMAC
 * and two JSON decodes) was about 9 % of an authenticated request's CPU. Only accepted tokens are
 * kept, under their exact text, so a forged or altered token is always checked in full; the expiry
 * is compared on every use. Whether the sign-in is still live is not cached here: `SignedInUsers`
 * answers that for every request.
 */
export class VerifiedTokens {
  private readonly kept = new Map<string, { claims: AccessClaims; expiresMs: number }>();

  constructor(
    private readonly tokens: AccessTokens,
    private readonly maxEntries = 10_000,
  ) {}

  verify(token: string): AccessClaims | null {
    const hit = this.kept.get(token);
    if (hit) {
      if (hit.expiresMs > Date.now()) return hit.claims;
      this.kept.delete(token);
      return null;
    }
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    // verify accepted it, so the payload decodes and carries a numeric expiry.
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      exp: number;
    };
    if (this.kept.size >= this.maxEntries) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(token, { claims: Object.freeze(claims), expiresMs: exp * 1000 });
    return claims;
  }
}

/** Routes added by third-party plugins (docs UI, static files) are public by nature. */
const PUBLIC_PREFIXES = ['/api/docs'];

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  return token.trim();
}

function queryToken(request: FastifyRequest): string | null {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0 && token.length < 2000 ? token : null;
}

/** The signed-in user of a route whose access is not public. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The owner an `owner_or_admin` route must scope its objects to: the caller's id, or null for an
 * admin (everybody's). Objects outside the scope are answered as not found, so their existence is
 * not revealed. Only routes that declare the rule may ask; any other route fails closed.
 */
export function ownerScope(request: FastifyRequest): string | null {
  if (request.routeOptions.config.access !== 'owner_or_admin') {
    request.log.error(
      { route: request.routeOptions.url },
      'owner scope asked on a route not declared owner_or_admin',
    );
    throw new AppError(500, 'access_undeclared', 'Internal server error');
  }
  const user = currentUser(request);
  return roleOf(user.userType as UserType) === 'admin' ? null : user.id;
}

export const accessPlugin = fp(
  async (app) => {
    app.decorate('routeRegistry', [] as RegisteredRoute[]);
    app.decorateRequest('user', null);
    app.decorate('signedInUsers', new SignedInUsers(app.db, app.changes));
    const verifiedTokens = new VerifiedTokens(app.tokens);

    app.addHook('onRoute', (route) => {
      route.config ??= {};
      const config = route.config as { access?: Access };
      if (config.access === undefined && PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
        config.access = 'public';
      }
      if (config.access === undefined && !route.url.startsWith('/api')) config.access = 'public';
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        app.routeRegistry.push({
          method,
          url: route.url,
          access: config.access,
          schema: route.schema,
          websocket: route.websocket === true,
        });
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
      const access = request.routeOptions.config.access;
      if (access === undefined) {
        // Fail closed: a route nobody declared is unreachable (and fails the access test).
        request.log.error({ route: request.routeOptions.url }, 'route has no access declaration');
        throw new AppError(500, 'access_undeclared', 'Internal server error');
      }
      if (access === 'public') return;

      const fromQuery = request.routeOptions.config.tokenInQuery === true;
      const token = fromQuery ? queryToken(request) : bearerToken(request);
      if (!token) {
        reply.header('WWW-Authenticate', 'Bearer');
        throw unauthorized();
      }
      const claims = verifiedTokens.verify(token);
      const ticketUserId = !claims && fromQuery ? await app.tickets.redeem(token) : null;
      if (!claims && !ticketUserId) {
        reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        throw unauthorized('Could not validate credentials', 'invalid_token');
      }
      // An access token counts only while its sign-in is live (revoked at logout, not at expiry);
      // a socket ticket was issued a few seconds ago to a request that passed this same check.
      const user = claims
        ? await app.signedInUsers.find(claims.sub, claims.sid)
        : await findUserById(app.db, ticketUserId!);
      if (!user) {
        reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        throw unauthorized('Could not validate credentials', 'invalid_token');
      }
      if (user.accountStatus !== 'activated' || !user.isActive) {
        throw unauthorized('Your account is not active', 'account_inactive');
      }
      request.user = user;

      const role = roleOf(user.userType as UserType);
      if (access === 'student' && role !== 'student') throw forbidden('This is only available to students');
      if (access === 'admin' && role !== 'admin') throw forbidden('Administrator access required');
    });
  },
  { name: 'access', dependencies: ['core', 'changes'] },
);
