import { describe, expect, it } from 'vitest';
import { ApiError, canRetry, hasErrorCode, NETWORK_ERROR_MESSAGE, userMessage } from './api-client.ts';

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

describe('ApiError: the code to decide on', () => {
  it("exposes the server's code; none for an answer without one or with something that is not a code", () => {
    const body = { statusCode: 409, error: 'Conflict', code: 'CLASS_FULL', message: 'La clase está llena.' };
    const full = new ApiError(body.message, { status: 409, body });
    expect([full.code, hasErrorCode(full, 'CLASS_FULL'), hasErrorCode(full, 'ENROLMENT_LIMIT')]).toEqual([
      'CLASS_FULL',
      true,
      false,
    ]);
    expect(new ApiError('Error 502', { status: 502, body: '<html>' }).code).toBeNull();
    expect(new ApiError('x', { status: 409, body: { ...body, code: 'ya no hay lugar' } }).code).toBeNull();
    expect(new ApiError('x', { status: 409, body: { ...body, code: 42 } }).code).toBeNull();
    // A code this build does not know yet (a newer server) is kept: it simply matches none of the screens' checks.
    const newer = new ApiError('x', { status: 409, body: { ...body, code: 'NEW_RULE' } });
    expect([newer.code, hasErrorCode(newer, 'CLASS_FULL')]).toEqual(['NEW_RULE', false]);
    expect(hasErrorCode(new TypeError('CLASS_FULL'), 'CLASS_FULL')).toBe(false);
  });
});

describe('userMessage: the one wording of a failure', () => {
  const fallback = 'No se pudo completar la acción.';
  it("uses the server's message, joining arrays with spaces", () => {
    const body = { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: ['Uno.', 'Dos.'] };
    expect(userMessage(new ApiError('Uno. Dos.', { status: 400, body }), fallback)).toBe('Uno. Dos.');
  });
  it('keeps a message the client gave before the call left (no token for the path)', () => {
    expect(userMessage(new ApiError('Autenticación requerida', { status: 401, fromClient: true }), fallback)).toBe(
      'Autenticación requerida',
    );
  });
  it("words a missing answer as the screen's fallback, or as the screen words it", () => {
    const offline = new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, isNetworkError: true });
    expect(userMessage(offline, fallback)).toBe(fallback);
    expect(userMessage(offline, fallback, { network: NETWORK_ERROR_MESSAGE })).toBe(NETWORK_ERROR_MESSAGE);
  });
  it('never shows a bare "Error 502": an answer without a message is the fallback', () => {
    expect(userMessage(new ApiError('Error 502', { status: 502, body: '<html>' }), fallback)).toBe(fallback);
    expect(userMessage(new ApiError('Error 500', { status: 500 }), fallback)).toBe(fallback);
  });
  it('words anything else (a bug) as the fallback or the given unexpected text', () => {
    expect(userMessage(new TypeError('boom'), fallback)).toBe(fallback);
    expect(userMessage(new TypeError('boom'), fallback, { unexpected: 'Error inesperado' })).toBe('Error inesperado');
  });
});
