/** The dashboard's user-facing texts that the spec fixes (docs/rules.md R34–R35). */
export const REVIEW_TEXTS = {
  reasonRequired: 'Debes proporcionar una razón para rechazar la clase',
  belowQuorumReasonRequired: 'Escribe la razón para aprobar una clase con menos inscritos que el mínimo',
  approvedTitle: 'Clase Aprobada',
  rejectedTitle: 'Clase Rechazada',
  approveFailedTitle: 'No se pudo aprobar la clase',
  rejectFailedTitle: 'No se pudo rechazar la clase',
  loadError: 'Error al cargar clases',
} as const;
