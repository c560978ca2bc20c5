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
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429,
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
/**
 * A range of days or months no schema can refuse: its end before its start (`RANGE_REVERSED`), or
 * longer than one answer covers (`RANGE_TOO_LONG`). Its own code, since its form is right.
 */
export const RANGE_CODES = { order: 'RANGE_REVERSED', tooLong: 'RANGE_TOO_LONG' } as const;
export const badRange = (problem: keyof typeof RANGE_CODES, message: string, field: string) =>
  new ApiError(400, RANGE_CODES[problem], message, [{ field, message }]);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this resource', code = 'FORBIDDEN') => new ApiError(403, code, message);
export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
/** A write based on a version of the record that is no longer the current one (If-Match). */
export const staleRecord = (message: string) => new ApiError(412, 'STALE_RECORD', message);
export const unprocessable = (message: string, errors: FieldError[]) => new ApiError(422, 'VALIDATION_FAILED', message, errors);
/** An upload over its size limit, or whose bytes are not the type its name says. */
export const tooLarge = (message: string, errors: FieldError[]) => new ApiError(413, 'PAYLOAD_TOO_LARGE', message, errors);
export const unsupportedMedia = (message: string, errors: FieldError[]) => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', message, errors);
