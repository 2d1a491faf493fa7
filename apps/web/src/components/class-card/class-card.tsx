import type { ReactNode } from 'react';
import { IconCalendarTime, IconUsers } from '@tabler/icons-react';
import {
  courseCost,
  fillPercentage,
  isReleasedStatus,
  quorumProgressText,
  seatsTakenPercentage,
  shiftLabel,
  type ScheduleEntryLike,
} from '@portal/domain/rules';
import { ScheduleText } from '../schedule-text.tsx';
import { StatusBadge } from '../status-badge.tsx';
import fact from '../icon-fact.module.css';
import classes from './class-card.module.css';

/** What a class card needs; a `ClassItem` from GET /classes fits it as is. */
export interface ClassCardData {
  id_class: number;
  status: string;
  period?: number | null;
  shift?: string | null;
  enrrolled?: number | null;
  max_students?: number | null;
  /** Mobility students, in their own places. */
  mobility_enrolled?: number | null;
  /** Seats held by waitlist offers not yet answered (the class list sends them): not free to anyone else. */
  held_seats?: number | null;
  Subjects?: { name?: string | null; clave?: string | null; credits?: number | null } | null;
  Schedules?: readonly ScheduleEntryLike[] | null;
}

export const NO_NAME_TEXT = 'Nombre no disponible';
export const NOT_AVAILABLE_TEXT = 'N/A';

/** The subject's name as a card shows it, with the spec's fallback. */
export function classTitle(data: ClassCardData): string {
  return data.Subjects?.name?.trim() || NO_NAME_TEXT;
}

/**
 * One class as a card: subject, key, credits, timetable, seats taken and status. Screens add their own
 * buttons through `actions` and any extra lines through `children`, so the home page, the student
 * browser and the admin screens share it.
 */
export function ClassCard({
  data,
  headingLevel = 3,
  actions,
  children,
  showFreeShare = true,
}: {
  data: ClassCardData;
  headingLevel?: 2 | 3 | 4;
  actions?: ReactNode;
  children?: ReactNode;
  /** "47% disponible" beside the seats; off where the screen shows the share in a badge of its own. */
  showFreeShare?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const clave = data.Subjects?.clave?.trim() || NOT_AVAILABLE_TEXT;
  const credits = data.Subjects?.credits;
  const enrolled = data.enrrolled ?? 0;
  const max = data.max_students ?? 0;
  const held = data.held_seats ?? 0;
  const taken = seatsTakenPercentage(Math.min(max, enrolled + held), max);
  const meta = [
    data.period ? `Verano ${data.period}` : null,
    data.shift ? (shiftLabel(data.shift) ?? data.shift) : null,
  ].filter(Boolean);

  return (
    <article className={classes.card} aria-labelledby={`class-card-${data.id_class}`}>
      <div className={classes.top}>
        <StatusBadge status={data.status} />
        {meta.length > 0 ? <span className={classes.meta}>{meta.join(' · ')}</span> : null}
      </div>
      <Heading id={`class-card-${data.id_class}`} className={classes.title}>
        {classTitle(data)}
      </Heading>
      <dl className={classes.facts}>
        <div>
          <dt className={fact.label}>Clave</dt>
          <dd className={classes.key}>{clave}</dd>
        </div>
        <div>
          <dt className={fact.label}>Créditos</dt>
          <dd>{typeof credits === 'number' ? credits : NOT_AVAILABLE_TEXT}</dd>
        </div>
        <div>
          <dt className={fact.label}>Costo</dt>
          <dd>{typeof credits === 'number' ? courseCost(credits) : NOT_AVAILABLE_TEXT}</dd>
        </div>
      </dl>
      <div className={classes.row}>
        <IconCalendarTime aria-hidden size={20} className={fact.icon} />
        <div>
          <span className={fact.label}>Horario</span>
          <ScheduleText schedules={data.Schedules} />
        </div>
      </div>
      <div className={classes.row}>
        <IconUsers aria-hidden size={20} className={fact.icon} />
        <div className={classes.grow}>
          <span className={fact.label}>Inscritos</span>
          <span className={classes.seatsLine}>
            <span className={classes.seats}>
              {enrolled} / {max || NOT_AVAILABLE_TEXT}
            </span>
            {max > 0 && showFreeShare && !isReleasedStatus(data.status) ? (
              <span className={classes.free}>{fillPercentage(Math.min(max, enrolled + held), max)}% disponible</span>
            ) : null}
          </span>
          <span className={classes.bar} aria-hidden>
            <span style={{ width: `${taken}%` }} />
          </span>
          {max > 0 && !isReleasedStatus(data.status) ? (
            <span className={classes.quorum} data-testid="quorum-progress">
              {quorumProgressText({ enrolled, max_students: max, held })}
              {data.mobility_enrolled ? ` · ${data.mobility_enrolled} de movilidad` : ''}
            </span>
          ) : null}
        </div>
      </div>
      {children}
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </article>
  );
}
