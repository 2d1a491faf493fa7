/** The two sheets of the period's workbook: their column headers and widths, in order. */

/** Shown where a value does not exist: a class without a teacher or a room. */
export const NOT_RECORDED = '—';

export const CLASS_SHEET_COLUMNS = [
  { header: 'Clase', width: 8 },
  { header: 'Estado', width: 12 },
  { header: 'Clave', width: 10 },
  { header: 'Materia', width: 36 },
  { header: 'Horas', width: 8 },
  { header: 'Costo por estudiante', width: 14 },
  { header: 'Turno', width: 12 },
  { header: 'Horario', width: 36 },
  { header: 'Regulares', width: 10 },
  { header: 'Movilidad', width: 10 },
  { header: 'Cupo', width: 8 },
  { header: 'Quórum alcanzado', width: 12 },
  { header: 'Pagados', width: 10 },
  { header: 'Jefe de grupo', width: 32 },
  { header: 'Docente', width: 24 },
  { header: 'Aula', width: 24 },
];

export const ENROLMENT_SHEET_COLUMNS = [
  { header: 'Clase', width: 8 },
  { header: 'Clave', width: 10 },
  { header: 'Materia', width: 36 },
  { header: 'Número de control', width: 18 },
  { header: 'Nombre', width: 36 },
  { header: 'Carrera', width: 34 },
  { header: 'Correo', width: 32 },
  { header: 'Teléfono', width: 16 },
  { header: 'Jefe de grupo', width: 14 },
  { header: 'Movilidad', width: 30 },
  { header: 'Tipo de curso', width: 16 },
  { header: 'Pago', width: 12 },
  { header: 'Folio', width: 16 },
  { header: 'Fecha de pago', width: 14 },
  // Filled once the class's acta is closed (docs/rules.md ACT-4); drafts stay with the teacher.
  { header: 'Calificación', width: 12 },
  { header: 'Resultado', width: 20 },
];
