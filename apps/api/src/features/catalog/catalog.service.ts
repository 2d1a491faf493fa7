import { DomainError } from '@portal/domain/errors';
import {
  csvProblemText,
  normalizeSearchText,
  parseSubjectsCsv,
  SUBJECT_MESSAGES,
  type CsvProblem,
} from '@portal/domain/rules';
import type { Career, SubjectBody, SubjectPatch } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  careerIdsExisting,
  careerNameTaken,
  clavesExisting,
  findCareer,
  findSubject,
  insertCareer,
  insertSubject,
  setSubjectCareers,
  updateCareer,
  updateSubject,
} from './catalog.repository.ts';

/**
 * The managed catalogue (docs/rules.md ELE-6): administrators create, edit and retire careers and
 * subjects. Nothing is deleted: a retired career or subject is offered no more and its classes keep
 * their history.
 */

async function checkCareers(trx: DbOrTrx, ids: readonly number[]): Promise<void> {
  const known = await careerIdsExisting(trx, ids);
  if (ids.some((id) => !known.has(id))) throw new DomainError('careerNotFound');
}

export async function createCareer(db: Db, ctx: ServiceContext, name: string): Promise<Career & { retired: boolean }> {
  return writeTransaction(db, async (trx) => {
    if (await careerNameTaken(trx, name)) throw new DomainError('careerNameTaken');
    const id = await insertCareer(trx, name);
    await recordActivity(trx, ctx, { action: 'catalog.changed', detail: { career: id, created: true } });
    return { id_career: id, name, retired: false };
  });
}

export async function patchCareer(
  db: Db,
  ctx: ServiceContext,
  id: number,
  patch: { name?: string | undefined; retired?: boolean | undefined },
) {
  return writeTransaction(db, async (trx) => {
    if (patch.name !== undefined && (await careerNameTaken(trx, patch.name, id)))
      throw new DomainError('careerNameTaken');
    const set: { name?: string; retired_at?: string | null } = {};
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.retired !== undefined) set.retired_at = patch.retired ? ctx.now.toISOString() : null;
    if (!(await updateCareer(trx, id, set))) throw new DomainError('notFound');
    await recordActivity(trx, ctx, { action: 'catalog.changed', detail: { career: id, ...patch } });
    return (await findCareer(trx, id))!;
  });
}

export async function createSubject(db: Db, ctx: ServiceContext, body: SubjectBody) {
  return writeTransaction(db, async (trx) => {
    if ((await clavesExisting(trx, [body.clave])).size) throw new DomainError('subjectKeyTaken');
    await checkCareers(trx, body.careerIds);
    const id = await insertSubject(trx, body);
    await recordActivity(trx, ctx, { action: 'catalog.changed', detail: { subject: id, created: true } });
    return (await findSubject(trx, id))!;
  });
}

export async function patchSubject(db: Db, ctx: ServiceContext, id: number, patch: SubjectPatch) {
  return writeTransaction(db, async (trx) => {
    const current = await findSubject(trx, id);
    if (!current) throw new DomainError('subjectNotFound');
    if (patch.clave !== undefined && patch.clave !== current.clave && (await clavesExisting(trx, [patch.clave])).size)
      throw new DomainError('subjectKeyTaken');
    if (patch.careerIds) await checkCareers(trx, patch.careerIds);
    await updateSubject(trx, id, {
      ...(patch.clave !== undefined ? { clave: patch.clave } : {}),
      ...(patch.name !== undefined ? { name: patch.name, name_search: normalizeSearchText(patch.name) } : {}),
      ...(patch.credits !== undefined ? { credits: patch.credits } : {}),
      ...(patch.hours !== undefined ? { hours: patch.hours } : {}),
      ...(patch.summer !== undefined ? { summer_authorised: patch.summer ? 1 : 0 } : {}),
      ...(patch.retired !== undefined ? { retired_at: patch.retired ? ctx.now.toISOString() : null } : {}),
    });
    if (patch.careerIds) await setSubjectCareers(trx, id, [...new Set(patch.careerIds)]);
    await recordActivity(trx, ctx, { action: 'catalog.changed', detail: { subject: id, ...patch } });
    return (await findSubject(trx, id))!;
  });
}

function refused(problems: CsvProblem[]): DomainError {
  return new DomainError('subjectsImportInvalid', {
    messages: [...problems].sort((a, b) => a.line - b.line).map(csvProblemText),
  });
}

/**
 * POST /subjects/import: all the subjects of the CSV, or none. Every bad line (format, values, a clave
 * repeated in the file or already in the catalogue, an unknown career) is reported as «Línea N: …».
 */
export async function importSubjects(
  db: Db,
  ctx: ServiceContext,
  csv: string,
): Promise<{ imported: number; message: string }> {
  const { subjects, problems } = parseSubjectsCsv(csv);
  return writeTransaction(db, async (trx) => {
    const taken = await clavesExisting(
      trx,
      subjects.map((s) => s.clave),
    );
    const careers = await careerIdsExisting(trx, [...new Set(subjects.flatMap((s) => s.careerIds))]);
    const more: CsvProblem[] = [];
    for (const s of subjects) {
      const reasons: string[] = [];
      if (taken.has(s.clave)) reasons.push(`Ya existe una materia con la clave ${s.clave}.`);
      const unknown = s.careerIds.filter((id) => !careers.has(id));
      if (unknown.length) reasons.push(`No existe la carrera ${unknown.join(', ')}.`);
      if (reasons.length) more.push({ line: s.line, reason: reasons.join(' ') });
    }
    if (problems.length || more.length) throw refused([...problems, ...more]);
    for (const { line: _line, ...s } of subjects) await insertSubject(trx, s);
    await recordActivity(trx, ctx, { action: 'catalog.changed', detail: { imported: subjects.length } });
    return { imported: subjects.length, message: SUBJECT_MESSAGES.imported(subjects.length) };
  });
}
