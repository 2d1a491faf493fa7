/**
 * A class as the API answers it (GET /classes, GET /classes/{id}): a pending 2026 morning class of
 * 30 seats, no description, image, WhatsApp link, timetable or responsible student; `fields` gives
 * the id, the enrolled count, the date, the subject and whatever else a test needs, over these.
 */
export function classAnswer<T extends object>(fields: T) {
  return {
    status: 'pendiente',
    period: 2026,
    shift: 'matutino',
    description: null,
    image: null,
    whatsapp_link: null,
    max_students: 30,
    Schedules: [],
    ResponsibleStudent: null,
    ...fields,
  };
}

/**
 * An approved class of 2026 as the admin's class list returns it (GET /classes): 20 of 30 enrolled,
 * no timetable, room or teacher; the tests spread their own fields over it.
 */
export function approvedClass(id: number, name: string) {
  return classAnswer({
    id_class: id,
    status: 'aprobado',
    enrrolled: 20,
    mobility_enrolled: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    Subjects: { id_subject: id, name, clave: 'ACF0901', credits: 5, Careers: [] },
    room: null,
    teacher: null,
  });
}

/** Class 12 (Química, AEC1058, 2 of 30 enrolled) as GET /classes/12 returns it to the admin's roster page. */
export function rosterClass(status: string, enrrolled = 2) {
  return classAnswer({
    id_class: 12,
    status,
    enrrolled,
    created_at: '2026-05-01T10:00:00.000Z',
    Subjects: { id_subject: 1, name: 'Química', clave: 'AEC1058', credits: 4 },
    status_history: [],
  });
}
