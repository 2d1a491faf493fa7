import type { ServiceContext } from '../../lib/service-context.ts';
import { DomainError } from '@portal/domain/errors';
import { applicationSearchText, DUPLICATE_APPLICATION_WINDOW_MS } from '@portal/domain/rules';
import type { TeacherApplication, TeacherApplicationData, TeacherApplicationsQuery } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { nowIso } from '../../db/sql-helpers.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { enqueueApplicationReceipt } from '../../events/notify.ts';
import { subjectNameOfClass } from '../../events/notify.repository.ts';
import {
  classExists,
  findApplication,
  claimApplicationSlot,
  insertApplication,
  listApplications,
  setAccepted,
  type ApplicationRecord,
} from './teacher-applications.repository.ts';

function present(row: ApplicationRecord): TeacherApplication {
  const reviewer = [row.reviewer_first_name, row.reviewer_paternal_surname].filter(Boolean).join(' ');
  return {
    id: row.id,
    name: row.name,
    paternal_surname: row.paternal_surname,
    maternal_surname: row.maternal_surname,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    cv: row.cv,
    reason: row.reason,
    created_at: row.created_at,
    accepted: row.accepted === 1,
    id_class: row.id_class,
    requested_class:
      row.id_class !== null && row.subject_name !== null && row.subject_clave !== null && row.class_period !== null
        ? { id_class: row.id_class, subject_name: row.subject_name, clave: row.subject_clave, period: row.class_period }
        : null,
    reviewed_by: row.reviewed_by,
    reviewer_name: reviewer || null,
    reviewed_at: row.reviewed_at,
  };
}

/**
 * Stores a visitor's application. The class, when given, must exist; the same address applying
 * again for the same class (or again without one) within 24 hours is told it was already received —
 * decided by one conditional write on application_limits, never by a read before the insert.
 */
export async function submitApplication(
  db: Db,
  ctx: ServiceContext,
  input: TeacherApplicationData,
): Promise<{ id: number }> {
  const now = ctx.now;
  const classId = input.classId ?? null;
  return writeTransaction(db, async (trx) => {
    if (classId !== null && !(await classExists(trx, classId))) {
      throw new DomainError('applicationClassNotFound');
    }
    const sinceMs = now.getTime() - DUPLICATE_APPLICATION_WINDOW_MS;
    if (!(await claimApplicationSlot(trx, input.contactEmail, classId, now.getTime(), sinceMs))) {
      throw new DomainError('duplicateApplication');
    }
    const row = {
      name: input.name,
      paternal_surname: input.paternalSurname,
      maternal_surname: input.maternalSurname,
      contact_email: input.contactEmail,
    };
    const id = await insertApplication(trx, {
      ...row,
      contact_phone: input.contactPhone,
      cv: input.cv,
      reason: input.reason,
      id_class: classId,
      search_text: applicationSearchText(row),
      accepted: 0,
      created_at: nowIso(now),
    });
    await recordActivity(trx, ctx, { action: 'application.received', classId, applicationId: id });
    // The applicant's receipt, to the address of the application.
    await enqueueApplicationReceipt(trx, {
      to: input.contactEmail,
      name: input.name,
      subjectName: classId === null ? null : ((await subjectNameOfClass(trx, classId)) ?? null),
      now,
    });
    return { id };
  });
}

export async function searchApplications(db: Db, query: TeacherApplicationsQuery): Promise<TeacherApplication[]> {
  const rows = await listApplications(db, query);
  return rows.map(present);
}

export async function getApplication(db: Db, id: number): Promise<TeacherApplication> {
  const row = await findApplication(db, id);
  if (!row) throw new DomainError('applicationNotFound');
  return present(row);
}

/** An admin accepts or declines an application; who and when are recorded. */
export async function reviewApplication(
  db: Db,
  ctx: ServiceContext,
  admin: StaffIdentity,
  id: number,
  accepted: boolean,
): Promise<TeacherApplication> {
  const updated = await writeTransaction(db, async (trx) => {
    const done = await setAccepted(trx, id, { accepted, reviewerId: admin.userId, at: nowIso(ctx.now) });
    if (done) {
      await recordActivity(trx, ctx, {
        action: accepted ? 'application.accepted' : 'application.declined',
        applicationId: id,
      });
    }
    return done;
  });
  if (!updated) throw new DomainError('applicationNotFound');
  return getApplication(db, id);
}
