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
