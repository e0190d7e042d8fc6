import type { ValidationIssue } from '@practicum/contract';

/** An HTTP error answer from the API, carrying the status and the parsed `detail` so pages can show server texts. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | ValidationIssue[] | undefined;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const detail = readDetail(body);
    super(typeof detail === 'string' ? detail : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = readString(body, 'code');
    this.body = body;
  }
}

/** The response did not match the contract schema: a server/client mismatch, never a user error. */
export class ResponseShapeError extends Error {
  constructor(path: string) {
    super(`Unexpected response from ${path}`);
    this.name = 'ResponseShapeError';
  }
}

function readString(body: unknown, key: string): string | undefined {
  if (body && typeof body === 'object' && key in body) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

function readDetail(body: unknown): string | ValidationIssue[] | undefined {
  if (!body || typeof body !== 'object' || !('detail' in body)) return undefined;
  const detail = (body as { detail: unknown }).detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail.filter(
      (item): item is ValidationIssue => !!item && typeof item === 'object' && typeof item.msg === 'string',
    );
  }
  return undefined;
}

/**
 * The text shown for a failed call: the server's detail, or the messages of a
 * validation list joined by ', ', or the server's `message`, else the given fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { detail } = error;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail) && detail.length > 0) return detail.map((issue) => issue.msg).join(', ');
  return readString(error.body, 'message') ?? fallback;
}
