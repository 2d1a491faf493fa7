import { ERROR_MESSAGES } from '@portal/domain/errors';
import { adminOnly, all, signedIn, STUDENT_ONLY_403, type Fixture, type Row } from './route-access-callers.ts';

/** The matrix's rows for a class and what hangs from it: exports, payments, rooms, the waitlist. */
export const CLASS_ROUTES: Record<string, Row> = {
  // Classes
  'GET /api/classes': { expect: all(200) },
  'GET /api/classes/:id': {
    // Optional identity: anonymous reads it; a token that is sent must be valid.
    request: (f) => ({ url: `/api/classes/${f.classId}` }),
    expect: { ...all(200), forged: 401, forgedStaff: 401, expired: 401, algNone: 401 },
  },
  'GET /api/classes/overview': { expect: adminOnly(200) },
  'GET /api/classes/student': {
    // Asking for the student's own list by id: only that student gets it.
    request: (f) => ({ url: `/api/classes/student?id_student=${f.student.studentId}` }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 403, ...STUDENT_ONLY_403 }),
  },
  'POST /api/classes': {
    // A well-formed class of a subject that does not exist: whoever may create gets the 400.
    request: (f) => ({
      payload: {
        subjectId: 999_999,
        clave: 'ZZZ9999',
        period: f.openPeriod,
        schedule: [{ dayId: 1, startTime: '07:00', endTime: '09:00' }],
        shift: 'matutino',
        whatsappLink: 'https://chat.whatsapp.com/TablaDeAcceso123',
      },
    }),
    expect: signedIn({ newStudent: 403, student: 400, otherStudent: 400, leader: 400, teacher: 403, admin: 400 }),
    messages: { student: ERROR_MESSAGES.subjectNotFound, admin: ERROR_MESSAGES.subjectNotFound },
  },
  'POST /api/classes/enrollStudent': {
    // An approved class: students may no longer enrol (409); the admin names nobody (400).
    request: (f) => ({ payload: { classId: f.approvedClassId } }),
    expect: signedIn({ newStudent: 403, student: 409, otherStudent: 409, leader: 409, teacher: 403, admin: 400 }),
    messages: { student: ERROR_MESSAGES.classNotOpen, admin: ERROR_MESSAGES.studentRequired },
  },
  'DELETE /api/classes/:id/student/:studentId': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/student/${f.student.studentId}` }),
    expect: adminOnly(409),
    messages: {
      admin: 'La inscripción y eliminación de estudiantes no está permitida para clases en estado "aprobado".',
    },
  },
  'POST /api/classes/:id/status/:status': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/status/aprobado` }),
    expect: adminOnly(409),
    messages: { admin: 'Solo se puede aprobar o rechazar una clase pendiente; esta clase está «Aprobada».' },
  },
  'PATCH /api/classes/:id/class': {
    // Only the class's leader (not a member, not another class's leader) and admins change the link.
    request: (f) => ({
      url: `/api/classes/${f.classId}/class`,
      payload: { whatsappLink: 'https://chat.whatsapp.com/PruebaGrupo12345' },
    }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 200, teacher: 403, admin: 200 }),
  },
  'GET /api/classes/:id/students': {
    // Classmates' contacts: members, admins and the class's own teacher only (this teacher has another class).
    request: (f) => ({ url: `/api/classes/${f.classId}/students` }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 200, teacher: 403, admin: 200 }),
    messages: { otherStudent: ERROR_MESSAGES.notClassMember, teacher: ERROR_MESSAGES.notClassTeacher },
  },

  'GET /api/periods/:year/classes.xlsx': {
    request: () => ({ url: '/api/periods/2026/classes.xlsx' }),
    expect: adminOnly(200),
  },
  // Roster downloads: the admin, the class's own teacher and its leader only.
  ...Object.fromEntries(
    ['roster.csv', 'roster.xlsx', 'attendance.pdf'].map((file) => [
      `GET /api/classes/:id/${file}`,
      {
        request: (f: Fixture) => ({ url: `/api/classes/${f.classId}/${file}` }),
        expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 200, teacher: 403, admin: 200 }),
        messages: {
          otherStudent: ERROR_MESSAGES.exportForbidden,
          student: ERROR_MESSAGES.exportForbidden,
          teacher: ERROR_MESSAGES.notClassTeacher,
        },
      } satisfies Row,
    ]),
  ),
  // Payments: the admin records them; the admin and the class's own leader read them.
  'GET /api/classes/:id/payments': {
    request: (f) => ({ url: `/api/classes/${f.classId}/payments` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 200, teacher: 403, admin: 200 }),
    messages: { otherStudent: ERROR_MESSAGES.paymentsForbidden, student: ERROR_MESSAGES.paymentsForbidden },
  },
  'PATCH /api/classes/:id/students/:studentId/payment': {
    request: (f) => ({
      url: `/api/classes/${f.classId}/students/${f.student.studentId}/payment`,
      payload: { status: 'pendiente' },
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/classes/:id/enrollment': {
    // A student leaves only a class they are in (none of them is in the approved one).
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/enrollment` }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.notEnrolledSelf },
  },
  'GET /api/classes/:id/mobility-students': {
    request: (f) => ({ url: `/api/classes/${f.classId}/mobility-students` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
    messages: { teacher: ERROR_MESSAGES.notClassTeacher },
  },
  'PUT /api/classes/:id/teacher': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/teacher`, payload: {} }),
    expect: adminOnly(400),
  },
  'GET /api/classes/:id/assignment-options': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/assignment-options` }),
    expect: adminOnly(200),
  },
  'PUT /api/classes/:id/room': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/room`, payload: {} }),
    expect: adminOnly(400),
  },
  'GET /api/rooms': { expect: adminOnly(200) },
  'POST /api/rooms': { request: () => ({ payload: {} }), expect: adminOnly(400) },
  'GET /api/rooms/template.csv': { expect: adminOnly(200) },
  'POST /api/rooms/import': { request: () => ({ payload: {} }), expect: adminOnly(400) },
  'DELETE /api/rooms/:id': { request: () => ({ url: '/api/rooms/999999' }), expect: adminOnly(404) },
  'POST /api/classes/:id/mobility-students': {
    request: (f) => ({ url: `/api/classes/${f.classId}/mobility-students`, payload: {} }),
    expect: adminOnly(400),
  },

  // Grades and the acta (docs/rules.md ACT): the class's own teacher (this teacher has another) and admins; the
  // pending class is not started (409). The constancia is only for a student of a finished class.
  'GET /api/classes/:id/grades': {
    request: (f) => ({ url: `/api/classes/${f.classId}/grades` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
    messages: { teacher: ERROR_MESSAGES.notGradingTeacher },
  },
  'PUT /api/classes/:id/grades': {
    request: (f) => ({
      url: `/api/classes/${f.classId}/grades`,
      payload: { grades: [{ studentId: f.student.studentId, grade: 80 }] },
    }),
    expect: adminOnly(409),
    messages: { admin: ERROR_MESSAGES.gradingNotStarted },
  },
  'POST /api/classes/:id/acta': {
    request: (f) => ({ url: `/api/classes/${f.classId}/acta` }),
    expect: adminOnly(409),
    messages: { admin: ERROR_MESSAGES.gradingNotStarted },
  },
  'POST /api/classes/:id/acta/reopen': {
    request: (f) => ({ url: `/api/classes/${f.classId}/acta/reopen`, payload: { reason: 'Prueba' } }),
    expect: adminOnly(409),
    messages: { admin: ERROR_MESSAGES.actaNotClosed },
  },
  ...Object.fromEntries(
    ['acta.pdf', 'acta.xlsx'].map((file) => [
      `GET /api/classes/:id/${file}`,
      {
        request: (f: Fixture) => ({ url: `/api/classes/${f.classId}/${file}` }),
        expect: adminOnly(200),
      } satisfies Row,
    ]),
  ),
  // Coordination (docs/rules.md COO): the class's own teacher (this teacher has another) and admins write
  // attendance and progress, only in a started class (the fixture's is pending: 409); the coordinator's
  // list, reminders and warnings are the admins'; the evaluation is its students'.
  'GET /api/classes/:id/attendance': {
    request: (f) => ({ url: `/api/classes/${f.classId}/attendance` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
    messages: { teacher: ERROR_MESSAGES.notCoordinationTeacher },
  },
  'PUT /api/classes/:id/attendance/:date': {
    request: (f) => ({ url: `/api/classes/${f.classId}/attendance/2026-06-01`, payload: { absent: [] } }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: 409 }),
    messages: { teacher: ERROR_MESSAGES.notCoordinationTeacher, admin: ERROR_MESSAGES.coordinationNotStarted },
  },
  'GET /api/classes/:id/progress': {
    request: (f) => ({ url: `/api/classes/${f.classId}/progress` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
  },
  'POST /api/classes/:id/progress': {
    request: (f) => ({ url: `/api/classes/${f.classId}/progress`, payload: { week: 1, percent: 10 } }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: 409 }),
    messages: { admin: ERROR_MESSAGES.coordinationNotStarted },
  },
  'GET /api/coordination/classes': { expect: adminOnly(200) },
  'POST /api/classes/:id/reminders': {
    request: (f) => ({ url: `/api/classes/${f.classId}/reminders`, payload: { reason: 'progress' } }),
    expect: adminOnly(409),
    messages: { admin: ERROR_MESSAGES.coordinationNotStarted },
  },
  'POST /api/classes/:id/warnings': {
    request: (f) => ({ url: `/api/classes/${f.classId}/warnings`, payload: {} }),
    expect: adminOnly(400),
    messages: { admin: ERROR_MESSAGES.warningRequired },
  },
  'GET /api/classes/:id/evaluation': {
    request: (f) => ({ url: `/api/classes/${f.classId}/evaluation` }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 200, ...STUDENT_ONLY_403 }),
    messages: { otherStudent: ERROR_MESSAGES.evaluationNotInClass },
  },
  'POST /api/classes/:id/evaluation': {
    request: (f) => ({ url: `/api/classes/${f.classId}/evaluation`, payload: { scores: Array(10).fill(5) } }),
    expect: signedIn({ newStudent: 403, student: 409, otherStudent: 403, leader: 409, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.evaluationNoTeacher },
  },
  'GET /api/classes/:id/evaluation/results': {
    request: (f) => ({ url: `/api/classes/${f.classId}/evaluation/results` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
  },
  'GET /api/teachers/:id/evaluations': {
    request: () => ({ url: '/api/teachers/999999/evaluations' }),
    expect: adminOnly(404),
  },
  'GET /api/classes/:id/constancia.pdf': {
    request: (f) => ({ url: `/api/classes/${f.classId}/constancia.pdf` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.constanciaUnavailable },
  },
  'GET /api/verify/:folio': {
    request: () => ({ url: '/api/verify/ABCDEFGHIJKLMNOPQRSTUVWXYZ' }),
    expect: all(404),
  },

  // Fair enrolment: the waitlist, the admin's cap and schedule.
  'GET /api/classes/student/waitlists': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, ...STUDENT_ONLY_403 }),
  },
  'GET /api/classes/:id/waitlist': {
    request: (f) => ({ url: `/api/classes/${f.classId}/waitlist` }),
    expect: adminOnly(200),
  },
  'POST /api/classes/:id/waitlist': {
    // Only a full pending class has a list: the approved one has none.
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/waitlist` }),
    expect: signedIn({ newStudent: 403, student: 409, otherStudent: 409, leader: 409, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.waitlistClosed },
  },
  'DELETE /api/classes/:id/waitlist': {
    request: (f) => ({ url: `/api/classes/${f.classId}/waitlist` }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.notWaitlisted },
  },
  'POST /api/classes/:id/waitlist/accept': {
    // Nobody in the fixture holds an offer.
    request: (f) => ({ url: `/api/classes/${f.classId}/waitlist/accept` }),
    expect: signedIn({ newStudent: 403, student: 409, otherStudent: 409, leader: 409, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.noWaitlistOffer },
  },
  'POST /api/classes/:id/waitlist/decline': {
    request: (f) => ({ url: `/api/classes/${f.classId}/waitlist/decline` }),
    expect: signedIn({ newStudent: 403, student: 409, otherStudent: 409, leader: 409, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.noWaitlistOffer },
  },

  // Calendars: a private address for students and teachers; any class's schedule as a file.
  'GET /api/calendar/token': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, teacher: 200, admin: 403 }),
  },
  'POST /api/calendar/token': {
    expect: signedIn({ newStudent: 201, student: 201, otherStudent: 201, leader: 201, teacher: 201, admin: 403 }),
    messages: { admin: ERROR_MESSAGES.calendarOwnerOnly },
  },
  'DELETE /api/calendar/token': {
    expect: signedIn({ newStudent: 204, student: 204, otherStudent: 204, leader: 204, teacher: 204, admin: 403 }),
  },
  'GET /api/calendar/:token': {
    // The address is the credential: a bearer token neither helps nor hurts; an unknown one is a 404.
    request: () => ({ url: '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' }),
    expect: all(404),
    messages: { anonymous: ERROR_MESSAGES.calendarNotFound },
  },
  'GET /api/classes/:id/calendar.ics': {
    request: (f) => ({ url: `/api/classes/${f.classId}/calendar.ics` }),
    expect: { ...all(200), forged: 401, forgedStaff: 401, expired: 401, algNone: 401 },
  },
  'PATCH /api/classes/:id/capacity': {
    request: (f) => ({ url: `/api/classes/${f.classId}/capacity`, payload: {} }),
    expect: adminOnly(400),
  },
  'PUT /api/classes/:id/schedule': {
    request: (f) => ({ url: `/api/classes/${f.classId}/schedule`, payload: {} }),
    expect: adminOnly(400),
  },
};
