/** The people data of a user row that the API's answers about a student carry. */
export interface StudentUserRow {
  id_user: number;
  name: string;
  paternal_surname: string;
  maternal_surname: string;
  email: string;
}

/** A student's `user` in the API's answers (the classmates page, the admin's list of students). */
export function studentUser(r: StudentUserRow): StudentUserRow {
  return {
    id_user: r.id_user,
    name: r.name,
    paternal_surname: r.paternal_surname,
    maternal_surname: r.maternal_surname,
    email: r.email,
  };
}
