/**
 * The API's error vocabulary. Services throw these; the error plugin turns them
 * into `{success: false, code, message, errors}` with the matching status.
 */
export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    /** Extra facts the client acts on, e.g. where to continue a payment. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(400, 'BAD_REQUEST', message, errors);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this resource', code = 'FORBIDDEN') =>
  new ApiError(403, code, message);
export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
export const unprocessable = (message: string, errors: FieldError[]) =>
  new ApiError(422, 'VALIDATION_FAILED', message, errors);
