/** What the API answers (and the web shows) when a write went through; each text lives here once. */
export const SUCCESS_MESSAGES = {
  enrolled: '¡Inscripción exitosa!',
  studentRemoved: 'El estudiante ha sido eliminado de la clase exitosamente.',
  teacherAccountReady: 'Tu cuenta de docente está lista. Inicia sesión con tu correo y tu contraseña.',
} as const;
