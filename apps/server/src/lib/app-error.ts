import { ErrorResponseSchema } from '@practicum/contract';

/** An error that reaches the client as `{ detail, code }` with the given status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const unauthorized = (detail = 'Not authenticated', code = 'not_authenticated') =>
  new AppError(401, code, detail);
export const forbidden = (detail = 'You do not have permission to do this', code = 'forbidden') =>
  new AppError(403, code, detail);
export const notFound = (detail = 'Not found', code = 'not_found') => new AppError(404, code, detail);
export const conflict = (detail: string, code = 'conflict') => new AppError(409, code, detail);

/**
 * The `response` entries of a route schema for the error statuses it can return, each the shared
 * `{ detail, code }` shape: `errorResponses(401, 403)` is `{ 401: ErrorResponseSchema, 403: ErrorResponseSchema }`.
 * The keys keep their literal types, so the zod type provider still types the reply per status.
 */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorResponseSchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as {
    [Code in Codes[number]]: typeof ErrorResponseSchema;
  };
}
