import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { classMeetings, fullName, INSTITUTE_ZONE, roomLabel } from '@portal/domain/rules';
import { INSTITUTION } from '@portal/domain/institution';
import type { ScheduleRow } from '../../db/class-schedules.repository.ts';
import type { FeedClass } from './calendar.repository.ts';

/**
 * America/Cancun as a VTIMEZONE: UTC-5 all year since 2015 (no daylight saving), which is all a summer's
 * events need. Written here rather than taken from a time-zone database package: one fixed offset.
 */
function cancunTimezone(): string {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${INSTITUTE_ZONE}`,
    'X-LIC-LOCATION:America/Cancun',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** How a class's status reads in a calendar: confirmed once approved, tentative while pending, else cancelled. */
function eventStatus(status: string): ICalEventStatus {
  if (status === 'aprobado' || status === 'active' || status === 'finished') return ICalEventStatus.CONFIRMED;
  if (status === 'pendiente') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CANCELLED;
}

/**
 * A wall-clock time in Cancun for ical-generator: with a calendar time zone set it writes a Date's *local*
 * fields after the TZID, so the day and time are given as a local date-time string, which `new Date` reads
 * in the server's zone and ical-generator writes back unchanged (class hours never fall in a DST gap).
 */
function wallClock(day: string, time: string): string {
  return `${day}T${time}:00`;
}

/**
 * The iCalendar text of some classes: one event per session between the period's first and last day of
 * classes, in America/Cancun, with the room (or «Salón por asignar») and the teacher once known; the
 * WhatsApp group only when `withWhatsapp` (the caller may see it). A cancelled or rejected class keeps
 * its events, marked cancelled, so subscribed calendars drop them. Each event's id is stable (class and
 * day) and its sequence follows the class's last change, so a new schedule or room updates it.
 */
export function calendarText(
  name: string,
  classes: readonly FeedClass[],
  schedules: readonly ScheduleRow[],
  opts: { now: Date; withWhatsapp: (classId: number) => boolean; host: string },
): string {
  const cal = ical({
    name,
    prodId: { company: INSTITUTION.name, product: 'Cursos de Verano', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: INSTITUTE_ZONE, generator: cancunTimezone },
    ttl: 60 * 60,
  });
  for (const cls of classes) {
    const slots = schedules.filter((s) => s.id_class === cls.id_class);
    const room = cls.room_name ? roomLabel(cls.room_name, cls.room_building ?? '') : 'Salón por asignar';
    const teacher = cls.teacher_name
      ? fullName({
          name: cls.teacher_name,
          paternal_surname: cls.teacher_paternal ?? '',
          maternal_surname: cls.teacher_maternal ?? '',
        })
      : null;
    const description = [
      `Docente: ${teacher ?? 'por asignar'}`,
      `Salón: ${room}`,
      cls.whatsapp_link && opts.withWhatsapp(cls.id_class) ? `Grupo de WhatsApp: ${cls.whatsapp_link}` : null,
    ]
      .filter(Boolean)
      .join('\n');
    const updated = new Date(cls.updated_at);
    const sequence = Math.max(0, Math.floor((updated.getTime() - Date.UTC(2026, 0, 1)) / 1000));
    for (const session of classMeetings(slots, cls.classes_start, cls.classes_end)) {
      cal.createEvent({
        id: `clase-${cls.id_class}-${session.day}@${opts.host}`,
        start: wallClock(session.day, session.start),
        end: wallClock(session.day, session.end),
        timezone: INSTITUTE_ZONE,
        summary: cls.subject_name,
        location: room,
        description,
        status: eventStatus(cls.status),
        sequence,
        stamp: opts.now,
        lastModified: updated,
      });
    }
  }
  return cal.toString();
}
