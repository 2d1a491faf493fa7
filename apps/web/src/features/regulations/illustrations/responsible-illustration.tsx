import type { CSSProperties } from 'react';
import classes from './illustrations.module.css';

const ROWS = [0, 1, 2, 3];

/** A clipboard whose checklist ticks itself as the page scrolls, and a magnifying glass. */
export function ResponsibleIllustration() {
  return (
    <svg viewBox="0 0 400 320" className={classes.svg} role="img" aria-labelledby="ilustracion-responsables">
      <title id="ilustracion-responsables">Ilustración de una lista de verificación y una lupa</title>
      <circle cx="200" cy="166" r="142" fill="#E3FAFA" />
      <g className={classes.clipboard}>
        <rect x="100" y="48" width="176" height="236" rx="18" fill="#1B396A" />
        <rect x="114" y="70" width="148" height="200" rx="10" fill="#fff" />
        <rect x="152" y="36" width="72" height="30" rx="10" fill="#F2B134" />
        <circle cx="188" cy="50" r="6" fill="#1B396A" />
        {ROWS.map((i) => (
          <g key={i} style={{ '--i': i } as CSSProperties}>
            <rect
              x="130"
              y={94 + i * 42}
              width="24"
              height="24"
              rx="6"
              fill="#E3FAFA"
              stroke="#0F9E9E"
              strokeWidth="3"
            />
            <path
              className={classes.check}
              d={`m135 ${106 + i * 42} 6 6 11-13`}
              pathLength={1}
              stroke="#0A7F80"
              strokeWidth="4"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <rect x="166" y={98 + i * 42} width={i % 2 ? 64 : 80} height="7" rx="3.5" fill="#86A3D6" />
            <rect x="166" y={110 + i * 42} width={i % 2 ? 44 : 56} height="6" rx="3" fill="#D8E2F2" />
          </g>
        ))}
      </g>
      <g className={classes.magnifier}>
        <circle cx="306" cy="204" r="34" fill="#C5F0F0" fillOpacity=".6" stroke="#0A7F80" strokeWidth="9" />
        <path d="m331 230 30 30" stroke="#0A7F80" strokeWidth="12" strokeLinecap="round" />
      </g>
      <g className={classes.star}>
        <path
          d="m322 64 9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3Z"
          fill="#F2B134"
          stroke="#fff"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
