import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

/** Paths whose values never reach a log line, whatever else is logged beside them. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  'new_password',
  '*.new_password',
  'current_password',
  '*.current_password',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'token',
  '*.token',
];

/** Request lines carry only the method, the path without its query string, and the client address. */
const serializers = {
  req(req: { method: string; url: string; ip?: string; id?: string }) {
    return { method: req.method, path: req.url.split('?')[0], ip: req.ip, id: req.id };
  },
  res(res: { statusCode: number }) {
    return { statusCode: res.statusCode };
  },
  /** Only the error's own text: no request properties (URLs with queries) tagged onto it. */
  err(err: Error & { code?: unknown }) {
    return { type: err.name, message: err.message, code: err.code, stack: err.stack };
  },
};

export function createLogger(level: string, stream?: DestinationStream): FastifyBaseLogger {
  const options: LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers,
  };
  return (stream ? pino(options, stream) : pino(options)) as FastifyBaseLogger;
}
