import { describe, expect, it } from 'vitest';
import { errorResponses } from './error-responses.ts';

describe('errorResponses', () => {
  it('documents each listed status with its usual meaning, or with the wording a route gives', () => {
    const docs = errorResponses(400, 401, { 404: 'La clase no existe' });
    expect(Object.keys(docs)).toEqual(['400', '401', '404']);
    expect(docs[401]?.description).toBe('Sin token o token no válido');
    expect(docs[404]?.description).toBe('La clase no existe');
    const body = { statusCode: 400, error: 'Bad Request', code: 'ROOMS_IMPORT_INVALID', message: ['a', 'b'] };
    expect(docs[400]?.parse(body)).toEqual(body);
  });

  it('requires a published code in every error body', () => {
    const docs = errorResponses(400);
    expect(docs[400]?.safeParse({ statusCode: 400, error: 'Bad Request', message: 'x' }).success).toBe(false);
    expect(docs[400]?.safeParse({ statusCode: 400, error: 'Bad Request', code: 'NOPE', message: 'x' }).success).toBe(
      false,
    );
  });
});
