/** The business constants (docs/rules.md VAL-1). One place; everything else imports from here. */

export const MAX_ENROLMENTS_PER_STUDENT = 2;
/** Waitlists a student may be on at once. */
export const MAX_WAITLISTS_PER_STUDENT = 2;
export const DEFAULT_MAX_STUDENTS = 30;
/** Applicants' facts (docs/rules.md VAL-1): a subject opens with at least 15 students, plus 5 places for mobility students. */
export const MIN_GROUP_SIZE = 15;
export const MOBILITY_EXTRA_PLACES = 5;

/** Class lifecycle: regular students a class needs to open, and at most takes. */
export const CLASS_MIN_STUDENTS = MIN_GROUP_SIZE;
export const CLASS_MAX_STUDENTS = DEFAULT_MAX_STUDENTS;
/** Extra places of every class only for mobility students from other institutes. */
export const CLASS_MOBILITY_SEATS = MOBILITY_EXTRA_PLACES;

export const PAGE_SIZES = {
  homeOpenClasses: 3,
  studentClassList: 12,
  adminApproval: 6,
  adminStudentManagement: 9,
  /** The admin's dense table view of the approval and student-management sections. */
  adminTable: 25,
  /** The catalogue's subject cards on one page (the whole catalogue is read once for its filters). */
  catalogue: 20,
  overviewStatistics: 100,
  lookups: 1000,
  classStudents: 100,
} as const;

/** Largest page a list route answers; lookups (careers, subjects) may ask for up to 1000. */
export const MAX_PAGE_SIZE = 100;
export const MAX_LOOKUP_PAGE_SIZE = 1000;

export const DEBOUNCE_MS = {
  classKeySearch: 1000,
  subjectName: 400,
  teacherApplicationsSearch: 400,
} as const;

export const TIMINGS_MS = {
  staffSessionLifetime: 24 * 60 * 60 * 1000,
  staffLoginRedirect: 500,
  initialAuthWait: 500,
  sessionPolling: 200,
  staffLogoutRedirect: 100,
  reloadAfterProfileSave: 2000,
  successPopupAutoClose: 3000,
  classListRetryDelay: 1000,
} as const;

export const CLASS_LIST_RETRIES = 2;
export const MOBILE_BREAKPOINT_PX = 768;

export const STUDENT_FILTER_YEARS = [2024, 2025, 2026, 2027, 2028] as const;
export const FIRST_SELECTABLE_YEAR = 2025;

/** Years 2025 … current year, for the admin filters and the class form. */
export function selectableYears(now: Date): number[] {
  const last = Math.max(FIRST_SELECTABLE_YEAR, now.getFullYear());
  const years: number[] = [];
  for (let y = FIRST_SELECTABLE_YEAR; y <= last; y++) years.push(y);
  return years;
}

export const ROLE_IDS = { admin: 1, student: 2, teacher: 3, finanzas: 4 } as const;

/** The staff role a user's role id gives (the token's `role`); a student's id is not staff. */
export function staffRoleOf(idRole: number): 'admin' | 'teacher' | 'finanzas' {
  if (idRole === ROLE_IDS.admin) return 'admin';
  if (idRole === ROLE_IDS.finanzas) return 'finanzas';
  return 'teacher';
}
export type RoleName = keyof typeof ROLE_IDS;

/** Country calling codes the forms offer (docs/rules.md VAL-1); the first is the default. */
export const STUDENT_COUNTRY_CODES = [
  { code: '+52', country: 'México' },
  { code: '+1', country: 'EE.UU./Canadá' },
] as const;

export const APPLICATION_COUNTRY_CODES = [
  { code: '+52', country: 'México' },
  { code: '+1', country: 'EE.UU.' },
  { code: '+502', country: 'Guatemala' },
  { code: '+506', country: 'Costa Rica' },
  { code: '+54', country: 'Argentina' },
  { code: '+34', country: 'España' },
] as const;

export const APPLICATION_REASON_MAX = 200;
export const STAFF_PASSWORD_MIN = 6;

/** Hours of a course by the subject's credits, and what a student pays for it (applicants' page). */
export const COURSE_COSTS = [
  { hours: 60, cost: '$1,000.00' },
  { hours: 75, cost: '$1,125.00' },
  { hours: 90, cost: '$1,250.00' },
] as const;
