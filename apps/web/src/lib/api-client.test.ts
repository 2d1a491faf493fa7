import { describe, expect, it } from 'vitest';
import { ApiError, canRetry } from './api-client.ts';

describe('canRetry: whether an error view offers "Reintentar"', () => {
  const answered = (status: number) => new ApiError('x', { status });
  it('offers it when asking again could help', () => {
    expect(canRetry(new ApiError('Sin conexión', { status: 0, isNetworkError: true }))).toBe(true);
    for (const status of [500, 502, 503, 408, 429]) expect(canRetry(answered(status)), String(status)).toBe(true);
    expect(canRetry(new TypeError('Failed to fetch'))).toBe(true);
  });
  it('not when the server would only answer the same', () => {
    for (const status of [400, 403, 404, 409]) expect(canRetry(answered(status)), String(status)).toBe(false);
  });
});
