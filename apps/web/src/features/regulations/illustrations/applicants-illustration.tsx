import type { CSSProperties } from 'react';
import classes from './illustrations.module.css';

const WEEKS = [0, 1, 2, 3, 4, 5];
const DAYS = [0, 1, 2, 3, 4];

/** A six-week calendar filling up, a clock and a group: duration, hours and group size. */
export function ApplicantsIllustration() {
  return (
    <svg viewBox="0 0 400 320" className={classes.svg} role="img" aria-labelledby="ilustracion-aspirantes">
      <title id="ilustracion-aspirantes">Ilustración de un calendario de seis semanas, un reloj y un grupo</title>
      <circle cx="200" cy="166" r="142" fill="#E3FAFA" />
      <g className={classes.calendar}>
        <rect x="52" y="64" width="196" height="200" rx="18" fill="#fff" stroke="#D8E2F2" strokeWidth="3" />
        <path d="M52 82a18 18 0 0 1 18-18h160a18 18 0 0 1 18 18v16H52Z" fill="#1B396A" />
        <rect x="84" y="52" width="8" height="24" rx="4" fill="#F2B134" />
        <rect x="208" y="52" width="8" height="24" rx="4" fill="#F2B134" />
        {WEEKS.map((w) =>
          DAYS.map((d) => (
            <rect
              key={`${w}-${d}`}
              x={68 + d * 34}
              y={110 + w * 25}
              width="26"
              height="18"
              rx="5"
              className={classes.cell}
              style={{ '--i': w } as CSSProperties}
            />
          )),
        )}
      </g>
      <g className={classes.clock}>
        <circle cx="310" cy="104" r="44" fill="#fff" stroke="#1B396A" strokeWidth="6" />
        <path d="M310 72v6M310 130v6M278 104h6M336 104h6" stroke="#86A3D6" strokeWidth="4" strokeLinecap="round" />
        <path d="M310 104V84" stroke="#1B396A" strokeWidth="5" strokeLinecap="round" />
        <path className={classes.clockHand} d="M310 104h22" stroke="#0F9E9E" strokeWidth="5" strokeLinecap="round" />
        <circle cx="310" cy="104" r="5" fill="#F2B134" />
      </g>
      <g className={classes.people}>
        <circle cx="284" cy="206" r="14" fill="#F2B134" />
        <path d="M260 262c0-18 10-30 24-30s24 12 24 30Z" fill="#0F9E9E" />
        <circle cx="344" cy="206" r="14" fill="#86A3D6" />
        <path d="M320 262c0-18 10-30 24-30s24 12 24 30Z" fill="#0F9E9E" />
        <circle cx="314" cy="196" r="16" fill="#1B396A" />
        <path d="M286 262c0-22 12-36 28-36s28 14 28 36Z" fill="#1B396A" />
      </g>
    </svg>
  );
}
