import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorResponse, ValidationIssue } from '@practicum/contract';
import { AppError } from '../lib/app-error';

const PART: Record<string, string> = { querystring: 'query', params: 'path' };

/** Turns "/email" or "/items/0/name" into ["email"] / ["items", 0, "name"]. */
function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Maps Fastify's error codes for malformed requests to our stable snake codes. */
function codeFor(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'invalid_body';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    default:
      return 'bad_request';
  }
}

/**
 * Errors Fastify raises while routing, before any route or error handler runs: a path that is not
 * valid percent-encoding (`%uD800`, half a UTF-8 sequence) or a path parameter past the router's
 * length limit. Passed to Fastify as `frameworkErrors`, so they too leave as `{ detail, code }`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known: Record<string, [number, string, string]> = {
    FST_ERR_BAD_URL: [400, 'bad_url', 'The address is not valid'],
    FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'A part of the address is too long'],
  };
  const [status, code, detail] = known[error.code] ?? [500, 'internal_error', 'Internal server error'];
  if (status >= 500) reply.log.error({ err: error }, 'routing failed');
  // These run outside the route hooks that close a refused WebSocket upgrade's connection once
  // answered; left open, a server shutting down would wait on it for good.
  if (request.raw.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.destroy());
  void reply.status(status).send({ detail, code } satisfies ErrorResponse);
}

/**
 * Errors on an open socket. A client that breaks the WebSocket protocol (a frame past the size
 * limit, invalid UTF-8, a bad opcode: `ws` codes them WS_ERR_*) or drops the connection is the
 * client's doing: `ws` is already closing the socket with the matching close code (1009 for a frame
 * too large), which terminating here would cut off, so it is only logged as a warning. Anything
 * else is ours: logged as an error, and the socket terminated.
 */
export function socketErrors(
  error: Error & { code?: string },
  socket: { terminate(): void },
  request: FastifyRequest,
): void {
  const clientCaused =
    error.code?.startsWith('WS_ERR_') || error.code === 'ECONNRESET' || error.code === 'EPIPE';
  if (clientCaused)
    return void request.log.warn({ code: error.code }, 'socket closed on a client protocol error');
  request.log.error({ err: error }, 'socket failed');
  socket.terminate();
}

/** The one error handler: every failure leaves as `{ detail, code }`, the shape clients read. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler<FastifyError | AppError>(async (error, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply
          .status(error.statusCode)
          .send({ detail: error.detail, code: error.code } satisfies ErrorResponse);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const part = error.validationContext ?? 'body';
        const detail: ValidationIssue[] = error.validation.map((v) => ({
          loc: [PART[part] ?? part, ...pathOf(v.instancePath)],
          msg: v.message ?? 'Invalid value',
          type: v.keyword,
        }));
        return reply.status(422).send({ detail, code: 'validation_error' } satisfies ErrorResponse);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send({ detail: 'Internal server error', code: 'internal_error' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ detail: error.message, code: codeFor(error) } satisfies ErrorResponse);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'Internal server error', code: 'internal_error' });
    });
  },
  { name: 'errors' },
);
