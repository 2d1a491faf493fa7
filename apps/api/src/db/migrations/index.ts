import type { Migration } from 'kysely';
import * as initialSchema from './2026-11-25-0001-initial-schema.ts';
import * as rateLimitHits from './2026-11-25-0100-rate-limit-hits.ts';
import * as phoneNormalForm from './2026-11-26-0010-phone-normal-form.ts';
import * as classLifecycle from './2026-11-26-0020-class-lifecycle.ts';
import * as applicationLimits from './2026-11-26-0030-application-limits.ts';
import * as revokedTokens from './2026-11-26-0031-revoked-tokens.ts';
import * as waitlist from './2026-11-27-0100-waitlist.ts';
import * as activityLog from './2026-11-27-0200-activity-log.ts';
import * as notificationsOutbox from './2026-11-27-0201-notifications-outbox.ts';
import * as enrolmentPayments from './2026-11-27-0300-enrolment-payments.ts';
import * as classTeacher from './2026-11-27-0400-class-teacher.ts';
import * as rooms from './2026-11-27-0400-rooms.ts';
import * as teacherInvitations from './2026-11-28-0600-teacher-invitations.ts';
import * as classListVersion from './2026-11-29-0200-class-list-version.ts';
import * as classRowsVersion from './2026-11-30-0100-class-rows-version.ts';
import * as faultsRoomKeys from './2026-12-01-0700-faults-room-keys.ts';
import * as faultsReadinessProbe from './2026-12-01-0701-faults-readiness-probe.ts';
import * as periods from './2026-12-02-0100-periods.ts';
import * as oneClassListVersion from './2026-12-02-0421-one-class-list-version.ts';
import * as eligibility from './2026-12-03-0200-eligibility.ts';
import * as placePayments from './2026-12-03-0210-place-payments.ts';
import * as gradesActa from './2026-12-03-0300-grades-acta.ts';
import * as refundsLedger from './2026-12-04-0100-refunds-ledger.ts';
import * as waitlistOffersCalendars from './2026-12-04-0300-waitlist-offers-calendars.ts';
import * as coordination from './2026-12-04-0400-coordination.ts';
import * as subjectInterest from './2026-12-04-0500-subject-interest.ts';
import * as summerEnrolmentCounts from './2026-12-05-0100-summer-enrolment-counts.ts';
import * as identityNotices from './2026-12-06-0100-identity-notices.ts';

/** Every migration, by name; names sort in the order they apply. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '2026-11-25-0001-initial-schema': initialSchema,
  '2026-11-25-0100-rate-limit-hits': rateLimitHits,
  '2026-11-26-0010-phone-normal-form': phoneNormalForm,
  '2026-11-26-0020-class-lifecycle': classLifecycle,
  '2026-11-26-0030-application-limits': applicationLimits,
  '2026-11-26-0031-revoked-tokens': revokedTokens,
  '2026-11-27-0100-waitlist': waitlist,
  '2026-11-27-0200-activity-log': activityLog,
  '2026-11-27-0201-notifications-outbox': notificationsOutbox,
  '2026-11-27-0300-enrolment-payments': enrolmentPayments,
  '2026-11-27-0400-class-teacher': classTeacher,
  '2026-11-27-0400-rooms': rooms,
  '2026-11-28-0600-teacher-invitations': teacherInvitations,
  '2026-11-29-0200-class-list-version': classListVersion,
  '2026-11-30-0100-class-rows-version': classRowsVersion,
  '2026-12-01-0700-faults-room-keys': faultsRoomKeys,
  '2026-12-01-0701-faults-readiness-probe': faultsReadinessProbe,
  '2026-12-02-0100-periods': periods,
  '2026-12-02-0421-one-class-list-version': oneClassListVersion,
  '2026-12-03-0200-eligibility': eligibility,
  '2026-12-03-0210-place-payments': placePayments,
  '2026-12-03-0300-grades-acta': gradesActa,
  '2026-12-04-0100-refunds-ledger': refundsLedger,
  '2026-12-04-0300-waitlist-offers-calendars': waitlistOffersCalendars,
  '2026-12-04-0400-coordination': coordination,
  '2026-12-04-0500-subject-interest': subjectInterest,
  '2026-12-05-0100-summer-enrolment-counts': summerEnrolmentCounts,
  '2026-12-06-0100-identity-notices': identityNotices,
};
