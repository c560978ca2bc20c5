import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a read the server refused', () => {
    for (const statusCode of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetry(0, { statusCode, message: 'x' })).toBe(false);
  });
  it('retries a read without an answer or with a 5xx, three times', () => {
    expect(shouldRetry(0, { statusCode: 0, message: 'Network Error' })).toBe(true);
    expect(shouldRetry(2, { statusCode: 503, message: 'x' })).toBe(true);
    expect(shouldRetry(3, { statusCode: 503, message: 'x' })).toBe(false);
  });
});
