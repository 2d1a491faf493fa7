/**
 * The institution as the downloaded lists name it (the web's config/institution.ts holds the same
 * name for the screens).
 */
export const INSTITUTION_NAME = 'Instituto Tecnológico del Caribe';
export const INSTITUTION_UNIT = 'Coordinación de Cursos de Verano';
