import { describe, expect, it } from 'vitest';
import { csvFields, csvProblemText, parseRoomsCsv, ROOMS_CSV_TEMPLATE } from './rooms-csv.ts';

describe('rooms CSV', () => {
  it('reads the template itself, with a BOM and CRLF', () => {
    const { rooms, problems } = parseRoomsCsv(`\uFEFF${ROOMS_CSV_TEMPLATE}`);
    expect(problems).toEqual([]);
    expect(rooms.map((r) => [r.line, r.name, r.capacity, r.kind])).toEqual([
      [2, 'A-101', 40, 'aula'],
      [3, 'Laboratorio 2', 24, 'laboratorio'],
      [4, 'Cómputo 1', 30, 'sala de cómputo'],
    ]);
  });

  it('reports every bad line with its number and reason', () => {
    const csv = [
      'nombre,edificio,capacidad,tipo',
      'A-1,Edificio A,30,aula',
      ',Edificio A,0,patio',
      'A-1,edificio a,20,Aula',
      '"B, 2",Edificio B,12',
    ].join('\n');
    const { rooms, problems } = parseRoomsCsv(csv);
    expect(rooms.map((r) => r.line)).toEqual([2]);
    expect(problems.map(csvProblemText)).toEqual([
      'Línea 3: El nombre es obligatorio (máximo 80 caracteres). La capacidad debe ser un número entero entre 1 y 500. El tipo debe ser aula, laboratorio o sala de cómputo.',
      'Línea 4: El salón se repite (línea 2).',
      'Línea 5: Se esperaban 4 columnas y hay 3. El tipo debe ser aula, laboratorio o sala de cómputo.',
    ]);
  });

  it('refuses a wrong header and an empty file', () => {
    expect(parseRoomsCsv('name,building\nA,B').problems[0]!.line).toBe(1);
    expect(parseRoomsCsv('nombre,edificio,capacidad,tipo\n').problems).toEqual([
      { line: 2, reason: 'El archivo no tiene salones.' },
    ]);
  });

  it('splits quoted fields', () => {
    expect(csvFields('"Sala ""Norte"", 2",Edificio B, 12 ,aula')).toEqual([
      'Sala "Norte", 2',
      'Edificio B',
      '12',
      'aula',
    ]);
  });
});

describe('rooms CSV: one physical room once', () => {
  it('a room repeated with other case, accents or spacing is a repeated line; names are stored single-spaced', () => {
    const { rooms, problems } = parseRoomsCsv(
      'nombre,edificio,capacidad,tipo\nLab 1,Edificio A,20,laboratorio\nLAB  1, EDIFICIO Á ,20,laboratorio\n Centro  de Cómputo ,Edificio K,30,sala de cómputo\n',
    );
    expect(problems).toEqual([{ line: 3, reason: 'El salón se repite (línea 2).' }]);
    expect(rooms.map((r) => [r.name, r.building])).toEqual([
      ['Lab 1', 'Edificio A'],
      ['Centro de Cómputo', 'Edificio K'],
    ]);
  });
});
