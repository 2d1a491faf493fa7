/** The columns of a student in the roster downloads and the period workbook, as the spec names them. */
export const STUDENT_EXPORT_COLUMNS = [
  'Número de control',
  'Nombre',
  'Carrera',
  'Correo',
  'Teléfono',
  'Jefe de grupo',
  'Movilidad',
  'Tipo de curso',
  'Pago',
  'Folio',
  'Fecha de pago',
];
