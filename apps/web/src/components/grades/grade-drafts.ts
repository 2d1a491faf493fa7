/**
 * Grades typed but not yet acknowledged by the server, kept in this browser (localStorage) per class, so a
 * reload or a dropped connection loses nothing: they are sent again when the page opens or the connection
 * comes back, and forgotten once the server has them.
 */
export type Drafts = Record<string, number | null>;

const key = (classId: number) => `portal.grade-drafts.${classId}`;

export const rowKey = (row: { kind: 'student' | 'mobility'; id: number }) => `${row.kind}:${row.id}`;

export function readDrafts(classId: number): Drafts {
  try {
    const raw = window.localStorage.getItem(key(classId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

export function writeDrafts(classId: number, drafts: Drafts): void {
  try {
    if (Object.keys(drafts).length === 0) window.localStorage.removeItem(key(classId));
    else window.localStorage.setItem(key(classId), JSON.stringify(drafts));
  } catch {
    // Storage full or disabled: the grade still goes to the server as usual.
  }
}

/** The body of PUT /classes/{id}/grades for some drafts. */
export function draftsBody(drafts: Drafts) {
  return Object.entries(drafts).map(([k, grade]) => {
    const [kind, id] = k.split(':');
    return kind === 'mobility' ? { mobilityStudentId: Number(id), grade } : { studentId: Number(id), grade };
  });
}
