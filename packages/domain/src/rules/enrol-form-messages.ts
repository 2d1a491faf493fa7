/** What stops an administrator's enrolment before anything is written (docs/rules.md INS-10): the schema and the roster screen say these. */
export const ENROL_FORM_MESSAGES = {
  noClass: 'No se pudo obtener el ID de la clase.',
  noStudent: 'Por favor, selecciona un estudiante para inscribir.',
  notFound: 'Estudiante seleccionado no encontrado.',
} as const;
