import { ERROR_MESSAGES } from '@portal/domain/errors';
import { APPLICATION_MESSAGES } from '@portal/domain/rules';
import { adminOnly, all, CALLERS, signedIn, STUDENT_ONLY_403, type Row } from './route-access-callers.ts';
import { CLASS_ROUTES } from './route-access-class-rows.ts';
import { SUMMER_ROUTES } from './route-access-summer-rows.ts';

const PERIOD_DATES = {
  proposalsOpen: '2030-04-15',
  proposalsClose: '2030-05-29',
  enrolmentOpen: '2030-05-04',
  enrolmentClose: '2030-06-12',
  publication: '2030-06-19',
  classesStart: '2030-07-06',
  classesEnd: '2030-08-14',
  gradesDue: '2030-08-21',
};

/** The rows of the authorisation matrix (route-access.test.ts): one per route the server registers. */
const API_ROUTES: Record<string, Row> = {
  // Health and sign-in
  'GET /api/health': { expect: all(200) },
  'GET /api/health/ready': { expect: all(200) },
  'GET /api/auth/config': { expect: all(200) },
  'POST /api/auth/staff/login': {
    // One address per caller (each would otherwise meet the sign-in limits of the others).
    request: (_f, caller) => ({ payload: { email: `nadie.${caller}@tec.example`, password: 'Verano2026!' } }),
    expect: all(401),
  },
  'POST /api/auth/staff/logout': {
    request: (f, caller) => (f.signOutTokens[caller] ? { token: f.signOutTokens[caller] } : {}),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 204, admin: 204 }),
  },
  'GET /api/auth/staff/profile': {
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 200, admin: 200 }),
  },
  'GET /api/auth/student/profile': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, ...STUDENT_ONLY_403 }),
  },

  // Catalog (public reads)
  'GET /api/careers': { expect: all(200) },
  'GET /api/subjects': { expect: all(200) },
  'GET /api/users/roles': { expect: all(200) },

  ...CLASS_ROUTES,
  ...SUMMER_ROUTES,

  // Students
  'POST /api/students': {
    request: () => ({ payload: {} }),
    expect: signedIn({ newStudent: 400, student: 400, otherStudent: 400, leader: 400, ...STUDENT_ONLY_403 }),
  },
  'GET /api/students': {
    // The student's own record: nobody else but an admin reads it.
    request: (f) => ({ url: `/api/students?userId=${f.student.userId}` }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
  },
  'GET /api/students/students': { expect: adminOnly(200) },
  'PATCH /api/students/:id': {
    // A valid change of the student's own record: only that student may make it.
    request: (f) => ({ url: `/api/students/${f.student.studentId}`, payload: { phone: '5298311112222' } }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 403, ...STUDENT_ONLY_403 }),
  },

  // Teacher applications (anyone applies; admins read and review)
  'POST /api/teachers/applications': {
    request: () => ({ payload: {} }),
    expect: all(400),
    messages: { anonymous: APPLICATION_MESSAGES.required, admin: APPLICATION_MESSAGES.required },
  },
  'GET /api/teachers/applications': { expect: adminOnly(200) },
  'GET /api/teachers/applications/:id': {
    request: () => ({ url: '/api/teachers/applications/999999' }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.applicationNotFound },
  },
  'PATCH /api/teachers/applications/:id': {
    request: () => ({ url: '/api/teachers/applications/999999', payload: { accepted: true } }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.applicationNotFound },
  },

  // Teacher invitations and accounts: admins invite and manage; the link is public
  'POST /api/teachers/applications/:id/invitation': {
    request: () => ({ url: '/api/teachers/applications/999999/invitation' }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.applicationNotFound },
  },
  'GET /api/teachers/invitations': { expect: adminOnly(200) },
  'DELETE /api/teachers/invitations/:id': {
    request: () => ({ url: '/api/teachers/invitations/999999' }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.invitationNotFound },
  },
  'POST /api/staff/invitation/lookup': {
    request: () => ({ payload: { token: 'x'.repeat(43) } }),
    expect: all(404),
    messages: { anonymous: ERROR_MESSAGES.invitationUnknown },
  },
  'POST /api/staff/invitation/accept': { request: () => ({ payload: {} }), expect: all(400) },
  'GET /api/teachers': { expect: adminOnly(200) },
  'PATCH /api/teachers/:id': {
    request: () => ({ url: '/api/teachers/999999', payload: { active: false } }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.notTeacherAccount },
  },
  'GET /api/teachers/me/classes': {
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 200, admin: 403 }),
  },

  // Activity log and notifications
  'GET /api/activity': { expect: adminOnly(200) },
  'GET /api/activity/export.csv': { expect: adminOnly(200) },
  'GET /api/classes/:id/activity': {
    request: (f) => ({ url: `/api/classes/${f.classId}/activity` }),
    expect: adminOnly(200),
  },
  'GET /api/notifications': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, teacher: 200, admin: 200 }),
  },
  'POST /api/notifications/:id/read': {
    // Nobody owns notification 999999: the same 404 for everybody signed in.
    request: () => ({ url: '/api/notifications/999999/read' }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, teacher: 404, admin: 404 }),
  },
  'POST /api/notifications/read-all': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, teacher: 200, admin: 200 }),
  },

  // The summers' calendars: public reads, administrators write
  'GET /api/periods': { expect: all(200) },
  'GET /api/periods/current': { expect: all(200) },
  'POST /api/periods': {
    // The fixture's open year again: the admin is told it exists.
    request: (f) => ({ payload: { year: f.openPeriod, ...PERIOD_DATES } }),
    expect: adminOnly(409),
    messages: { admin: ERROR_MESSAGES.periodExists },
  },
  'GET /api/periods/:year/blockers': {
    request: (f) => ({ url: `/api/periods/${f.openPeriod}/blockers` }),
    expect: adminOnly(200),
  },
  'PATCH /api/periods/:year': {
    request: () => ({ url: '/api/periods/2099', payload: { gradesDue: '2099-08-30' } }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.periodNotFound },
  },
};

/**
 * Routes outside the API's policies: the API documentation and the built-in dev issuer. None of
 * them reads the bearer token, so every caller gets the same answer. (These tests run without the
 * SPA, whose routes serve the same files to everybody.)
 */
const OTHER_ROUTES: Record<string, Row> = {
  'GET /api/docs': { expect: all(200) },
  'GET /api/docs/static/index.html': { expect: all(302) },
  'GET /api/docs/static/*': { request: () => ({ url: '/api/docs/static/no-existe.js' }), expect: all(404) },
  'GET /api/docs/static/swagger-initializer.js': { expect: all(200) },
  'GET /api/docs/json': { expect: all(200) },
  'GET /api/docs/yaml': { expect: all(200) },
  'GET /idp/assets/idp.css': { expect: all(200) },
  // The dev mailbox (no SMTP_URL, dev issuer on): the outbox as a page, the same for everybody.
  'GET /dev/mail': { expect: all(200) },
  'GET /dev/mail/:id/html': { request: () => ({ url: '/dev/mail/999999/html' }), expect: all(404) },
  'GET /idp/assets/idp.js': { expect: all(200) },
  'GET /idp/interaction/:uid': { request: () => ({ url: '/idp/interaction/no-existe' }), expect: all(400) },
  'POST /idp/interaction/:uid/login': {
    request: () => ({ url: '/idp/interaction/no-existe/login', payload: { email: 'x@tec.example', password: 'x' } }),
    expect: all(400),
  },
  'GET /idp/interaction/:uid/abort': { request: () => ({ url: '/idp/interaction/no-existe/abort' }), expect: all(400) },
  'POST /idp/dev/token': { request: () => ({ payload: {} }), expect: all(400) },
  // The issuer itself (oidc-provider) under /idp.
  'GET /idp/*': { request: () => ({ url: '/idp/jwks' }), expect: all(200) },
  'POST /idp/*': { request: () => ({ url: '/idp/token', payload: {} }), expect: all(400) },
  'PUT /idp/*': { request: () => ({ url: '/idp/token', payload: {} }), expect: all(404) },
  'PATCH /idp/*': { request: () => ({ url: '/idp/token', payload: {} }), expect: all(404) },
  'DELETE /idp/*': { request: () => ({ url: '/idp/token' }), expect: all(404) },
  'OPTIONS /idp/*': { request: () => ({ url: '/idp/token' }), expect: all(404) },
  'TRACE /idp/*': { request: () => ({ url: '/idp/token' }), expect: all(404) },
  'QUERY /idp/*': { request: () => ({ url: '/idp/token' }), expect: all(400) },
};

export const ROUTES: Record<string, Row> = { ...API_ROUTES, ...OTHER_ROUTES };

/** Cells of the matrix, for docs/reliability.md. */
export const MATRIX_SIZE = { routes: Object.keys(ROUTES).length, callers: CALLERS.length };
