import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/tokens';

/** Browser features the app's own pages may use. */
export const PERMISSIONS_POLICY = 'microphone=(self), on-device-speech-recognition=(self)';

/** Security headers (CSP without inline script) and the rate limiter used by the auth routes. */
export const securityPlugin = fp(
  async (app) => {
    // Helmet's middleware is built once, here: @fastify/helmet built it anew for every request,
    // parsing the CSP directives each time (8 % of an authenticated request's CPU in the
    // auth-throughput profile). The headers are the same for every request, so nothing is lost.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Browsers keep to https for a year once the server is known to be served over it; over
      // plain http (local use) the header would only be ignored, or pin a developer's machine.
      strictTransportSecurity: app.config.PUBLIC_URL?.startsWith('https:')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
    // The page may use the microphone, and Chrome's on-device speech recognition (the voice stays on
    // the student's machine); nothing else it embeds may. A callback hook: no promise per request.
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      done(null, payload);
    });
    await app.register(rateLimit, {
      global: false,
      // With REDIS_URL every instance counts into the same keys, so a limit holds however a load
      // balancer spreads the requests; a Redis error fails the request rather than skipping the limit.
      ...(app.redis ? { redis: app.redis, nameSpace: 'practicum:rate:' } : {}),
      errorResponseBuilder: (_req, ctx) =>
        new AppError(429, 'rate_limited', `Too many requests. Please try again in ${ctx.after}.`),
    });
  },
  { name: 'security', dependencies: ['core'] },
);

/** Per-route rate limit for the auth endpoints: `perMinute` calls per client (and per key, when given). */
export function authRateLimit(perMinute: number, key?: (req: FastifyRequest) => string) {
  return {
    max: perMinute,
    timeWindow: 60_000,
    // A key read from the body needs the parsed body, so such limits run just before the handler.
    hook: key ? ('preHandler' as const) : ('onRequest' as const),
    // Hashed, so the store (Redis, when shared) holds no client addresses or emails.
    keyGenerator: (req: FastifyRequest) => sha256(`${req.routeOptions.url}|${req.ip}|${key ? key(req) : ''}`),
  };
}
