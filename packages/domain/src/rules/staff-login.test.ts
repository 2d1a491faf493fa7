import { describe, expect, it } from 'vitest';
import { staffLoginProblem } from './staff-login.ts';

describe('staff login form rules', () => {
  it.each([
    [{ email: '', password: '' }, 'Todos los campos son obligatorios'],
    [{ email: '   ', password: 'Verano2026!' }, 'Todos los campos son obligatorios'],
    [{ email: 'admin@tec.example', password: '' }, 'Todos los campos son obligatorios'],
    [{ email: null, password: null }, 'Todos los campos son obligatorios'],
    [{ email: 'admin', password: '123' }, 'Por favor, ingresa un email válido'],
    [{ email: 'admin@tec', password: 'Verano2026!' }, 'Por favor, ingresa un email válido'],
    [{ email: 'ad min@tec.example', password: 'Verano2026!' }, 'Por favor, ingresa un email válido'],
    [{ email: 'admin@tec.example', password: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ email: 'admin@tec.example', password: '      ' }, 'Todos los campos son obligatorios'],
    [{ email: 'admin@tec.example', password: ' \t \n  ' }, 'Todos los campos son obligatorios'],
  ])('%j → %s', (values, message) => {
    expect(staffLoginProblem(values)).toBe(message);
  });

  it('accepts a simple email and 6 characters', () => {
    expect(staffLoginProblem({ email: ' admin@tec.example ', password: '123456' })).toBeNull();
  });
});
