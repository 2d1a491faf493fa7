/** The dashboard's user-facing texts that the spec fixes (docs/rules.md REV-2–REV-3). */
export const REVIEW_TEXTS = {
  approvedTitle: 'Clase Aprobada',
  rejectedTitle: 'Clase Rechazada',
  approveFailedTitle: 'No se pudo aprobar la clase',
  rejectFailedTitle: 'No se pudo rechazar la clase',
  loadError: 'Error al cargar clases',
} as const;
