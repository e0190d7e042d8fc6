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
  /**
   * Only the error's own text: no request properties (URLs with queries) tagged onto it, and for a
   * failed query neither its parameters (they carry what people typed) nor the driver's detail line
   * (it quotes the offending values); the database's own message and code are kept.
   */
  err(err: Error & { code?: unknown; cause?: unknown }) {
    if (isQueryError(err)) {
      const cause = err.cause instanceof Error ? (err.cause as Error & { code?: unknown }) : undefined;
      // Driver messages put the offending value after a colon ('... for type uuid: "abc"').
      const message = `Failed query${cause ? `: ${cause.message.split(': ')[0]}` : ''}`;
      return {
        type: err.name,
        message,
        code: cause?.code ?? err.code,
        stack: stackFrames(message, err.stack),
      };
    }
    return { type: err.name, message: err.message, code: err.code, stack: err.stack };
  },
};

/** Drizzle wraps every failed statement in an error whose message ends with its parameters. */
function isQueryError(err: Error): boolean {
  return 'params' in err || err.message.startsWith('Failed query:');
}

/** The stack repeats the message at its top: keep only the frames, under the redacted message. */
function stackFrames(message: string, stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [message, ...frames].join('\n');
}

export function createLogger(level: string, stream?: DestinationStream): FastifyBaseLogger {
  const options: LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers,
  };
  return (stream ? pino(options, stream) : pino(options)) as FastifyBaseLogger;
}
