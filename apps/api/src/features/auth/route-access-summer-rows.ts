import { adminOnly, signedIn, type Row } from './route-access-callers.ts';

/**
 * The authorisation rows of what runs a summer beyond a class's own life: payments and their receipts, holds,
 * convalidations and the managed catalogue. Requests name records that do not exist, or send empty bodies, so a
 * caller who passes the access check meets a 404 or a 400 and nothing changes.
 */
export const SUMMER_ROUTES: Record<string, Row> = {
  // Payments (the student's own; finance and administrators review)
  'GET /api/payments/mine': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, teacher: 403, admin: 403 }),
  },
  'GET /api/payments/:id/ficha.pdf': {
    request: () => ({ url: '/api/payments/999999/ficha.pdf' }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, teacher: 404, admin: 404 }),
  },
  'GET /api/payments/:id/receipt': {
    request: () => ({ url: '/api/payments/999999/receipt' }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, teacher: 404, admin: 404 }),
  },
  'POST /api/payments/:id/receipt': {
    request: () => ({ url: '/api/payments/999999/receipt', payload: {} }),
    expect: signedIn({ newStudent: 400, student: 400, otherStudent: 400, leader: 400, teacher: 403, admin: 403 }),
  },
  'POST /api/payments/:id/validate': {
    request: () => ({ url: '/api/payments/999999/validate', payload: {} }),
    expect: adminOnly(404),
  },
  'POST /api/payments/:id/reject': {
    request: () => ({ url: '/api/payments/999999/reject', payload: { reason: 'Comprobante ilegible' } }),
    expect: adminOnly(404),
  },
  'GET /api/payments': { request: () => ({ url: '/api/payments?status=en_revision' }), expect: adminOnly(200) },
  'GET /api/payments/ledger': { expect: adminOnly(200) },
  'GET /api/payments/ledger.xlsx': { expect: adminOnly(200) },
  'POST /api/payments/:id/refund-paid': {
    request: () => ({ url: '/api/payments/999999/refund-paid', payload: {} }),
    expect: adminOnly(404),
  },
  'POST /api/payments/:id/refund-choice': {
    request: () => ({ url: '/api/payments/999999/refund-choice', payload: { choice: 'reembolso' } }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, teacher: 403, admin: 403 }),
  },
  'POST /api/payments/:id/cash': {
    request: () => ({ url: '/api/payments/999999/cash', payload: { folio: 'R-1' } }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, teacher: 403, admin: 403 }),
  },

  // How a student takes a class's subject, corrected by an administrator
  'PATCH /api/classes/:id/student/:studentId': {
    request: () => ({ url: '/api/classes/999999/student/999999', payload: { kind: 'repeticion' } }),
    expect: adminOnly(404),
  },

  // Holds
  'GET /api/holds': { expect: adminOnly(200) },
  'GET /api/students/:id/holds': {
    request: (f) => ({ url: `/api/students/${f.student.studentId}/holds` }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
  },
  'POST /api/students/:id/holds': {
    request: () => ({ url: '/api/students/999999/holds', payload: { reason: 'Adeudo en Recursos Financieros' } }),
    expect: adminOnly(404),
  },
  'DELETE /api/students/:id/holds/:holdId': {
    request: () => ({ url: '/api/students/999999/holds/999999' }),
    expect: adminOnly(404),
  },

  // Convalidations
  'GET /api/convalidations': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, teacher: 403, admin: 200 }),
  },
  'POST /api/classes/:id/convalidation': {
    request: () => ({ url: '/api/classes/999999/convalidation', payload: { reason: 'La necesito para titularme.' } }),
    expect: signedIn({ newStudent: 403, student: 404, otherStudent: 404, leader: 404, teacher: 403, admin: 403 }),
  },
  'POST /api/convalidations/:id/approve': {
    request: () => ({ url: '/api/convalidations/999999/approve', payload: {} }),
    expect: adminOnly(404),
  },
  'POST /api/convalidations/:id/refuse': {
    request: () => ({ url: '/api/convalidations/999999/refuse', payload: { reason: 'No es equivalente.' } }),
    expect: adminOnly(404),
  },

  // The managed catalogue (administrators)
  'GET /api/subjects/template.csv': { expect: adminOnly(200) },
  'POST /api/careers': { request: () => ({ payload: {} }), expect: adminOnly(400) },
  'PATCH /api/careers/:id': {
    request: () => ({ url: '/api/careers/999999', payload: { name: 'X' } }),
    expect: adminOnly(404),
  },
  'POST /api/subjects': { request: () => ({ payload: {} }), expect: adminOnly(400) },
  'PATCH /api/subjects/:id': {
    request: () => ({ url: '/api/subjects/999999', payload: { name: 'X' } }),
    expect: adminOnly(400),
  },
  'POST /api/subjects/import': { request: () => ({ payload: {} }), expect: adminOnly(400) },
};
