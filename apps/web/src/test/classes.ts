/**
 * An approved class of 2026 as the admin's class list returns it (GET /classes): 20 of 30 enrolled,
 * no timetable, room or teacher; the tests spread their own fields over it.
 */
export function approvedClass(id: number, name: string) {
  return {
    id_class: id,
    status: 'aprobado',
    period: 2026,
    shift: 'matutino',
    description: null,
    image: null,
    whatsapp_link: null,
    max_students: 30,
    enrrolled: 20,
    mobility_enrolled: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    Subjects: { id_subject: id, name, clave: 'ACF0901', credits: 5, Careers: [] },
    Schedules: [],
    ResponsibleStudent: null,
    room: null,
    teacher: null,
  };
}

/** Class 12 (Química, AEC1058, 2 of 30 enrolled) as GET /classes/12 returns it to the admin's roster page. */
export function rosterClass(status: string, enrrolled = 2) {
  return {
    id_class: 12,
    status,
    period: 2026,
    shift: 'matutino',
    description: null,
    image: null,
    whatsapp_link: null,
    max_students: 30,
    enrrolled,
    created_at: '2026-05-01T10:00:00.000Z',
    Subjects: { id_subject: 1, name: 'Química', clave: 'AEC1058', credits: 4 },
    Schedules: [],
    ResponsibleStudent: null,
    status_history: [],
  };
}
