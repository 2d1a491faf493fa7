import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, DomainError, ERROR_CODES, ERROR_MESSAGES, ERROR_STATUS, type ErrorKey } from './errors.ts';

const KEYS = Object.keys(ERROR_MESSAGES) as ErrorKey[];

describe('error codes', () => {
  it('gives every error key its own stable code in SCREAMING_SNAKE_CASE', () => {
    expect(Object.keys(ERROR_CODES).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(ERROR_CODES[key], key).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    const owners = new Map<string, string[]>();
    for (const key of KEYS) owners.set(ERROR_CODES[key], [...(owners.get(ERROR_CODES[key]) ?? []), key]);
    const shared = [...owners].filter(([, keys]) => keys.length > 1);
    expect(shared, 'códigos repetidos').toEqual([]);
    expect(API_ERROR_CODES).toHaveLength(KEYS.length);
  });

  it('keeps the codes clients already branch on', () => {
    expect(ERROR_CODES).toMatchObject({
      enrolmentLimit: 'ENROLMENT_LIMIT',
      classFull: 'CLASS_FULL',
      scheduleClash: 'SCHEDULE_CLASH',
      alreadyStudent: 'ALREADY_STUDENT',
      roomTooSmall: 'ROOM_TOO_SMALL',
      validationFailed: 'VALIDATION_FAILED',
      routeNotFound: 'ROUTE_NOT_FOUND',
      internal: 'INTERNAL',
    });
  });

  it('every key has a Spanish message and an error status', () => {
    for (const key of KEYS) {
      expect(ERROR_MESSAGES[key].length, key).toBeGreaterThan(0);
      const status = ERROR_STATUS[key] ?? 400;
      expect(status >= 400 && status < 600, key).toBe(true);
    }
  });

  it('a DomainError carries its key, code and status from the key alone', () => {
    const full = new DomainError('classFull');
    expect([full.key, full.code, full.statusCode, full.message]).toEqual([
      'classFull',
      'CLASS_FULL',
      409,
      ERROR_MESSAGES.classFull,
    ]);
    const worded = new DomainError('scheduleClash', { message: 'El horario se empalma con Cálculo.' });
    expect([worded.code, worded.bodyMessage]).toEqual(['SCHEDULE_CLASH', 'El horario se empalma con Cálculo.']);
    const lines = new DomainError('roomsImportInvalid', { messages: ['Línea 2: a', 'Línea 3: b'] });
    expect([lines.code, lines.statusCode, lines.bodyMessage]).toEqual([
      'ROOMS_IMPORT_INVALID',
      400,
      ['Línea 2: a', 'Línea 3: b'],
    ]);
  });
});
