/** Every URL of the SPA in one place (docs/architecture.md, Screens). */
export const paths = {
  home: '/',
  homeAlias: '/home',
  studentRegulations: '/Reglamento-Estudiante',
  generalRegulations: '/Reglamento-General',
  responsibleRegulations: '/Reglamento-Responsable',
  teacherApplication: (classId?: number | string) =>
    classId === undefined ? '/solicitud-impartir-clase' : `/solicitud-impartir-clase/${classId}`,
  login: '/login',
  staffLogin: '/staff/login',
  profile: '/profile',
  classes: '/classes',
  createClass: '/create-class',
  myCourses: '/my-courses',
  /** One class's card in Mis Cursos: the shared class card names its heading `class-card-{id}`. */
  myCourse: (classId: number | string) => `/my-courses#class-card-${classId}`,
  classmates: (classId: number | string) => `/my-courses/class/${classId}/students`,
  diagnostic: '/diagnostic',
  staffProfile: '/staff/profile',
  /** The invitation page; its link carries the token in the fragment (`invitationPath` in @portal/domain). */
  staffInvitation: '/staff/invitation',
  teacherClasses: '/staff/classes',
  /** Recursos Financieros' screen (administrators see it too). */
  staffPayments: '/staff/payments',
  /** Recursos Financieros: the money of each summer (the analytics' money part). */
  financeAnalytics: '/staff/analitica',
  /** Recursos Financieros (and administrators): the holds on students, placed and lifted. */
  financeHolds: '/staff/retenciones',
  teacherClassRoster: (classId: number | string) => `/staff/classes/${classId}`,
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  classRoster: (classId: number | string) => `/admin/class-students/${classId}`,
  teacherApplications: '/admin/teacher-applications',
  teacherApplicationDetail: (id: number | string) => `/admin/teacher-applications/${id}`,
  /** The public verification of a constancia (its QR code opens it). */
  verification: (folio: string) => `/verificar/${encodeURIComponent(folio)}`,
} as const;
