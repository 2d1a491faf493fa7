import classes from './illustrations.module.css';

/** Books, a mortarboard and a rising sun: what a summer course gives a student. */
export function StudentIllustration() {
  return (
    <svg viewBox="0 0 400 320" className={classes.svg} role="img" aria-labelledby="ilustracion-estudiante">
      <title id="ilustracion-estudiante">Ilustración de libros, un birrete y el sol de verano</title>
      <circle cx="200" cy="168" r="142" fill="#E3FAFA" />
      <g className={classes.sun}>
        <circle cx="312" cy="78" r="28" fill="#F2B134" />
        <path
          d="M312 34v-10M312 132v-10M268 78h-10M366 78h-10M281 47l-7-7M350 116l-7-7M343 47l7-7M274 116l7-7"
          stroke="#F2B134"
          strokeWidth="6"
          strokeLinecap="round"
        />
      </g>
      <g className={classes.waves}>
        <path
          d="M-20 284c30-14 60-14 90 0s60 14 90 0 60-14 90 0 60 14 90 0 60-14 90 0 60 14 90 0v60h-540Z"
          fill="#33C6C6"
        />
        <path
          d="M-20 300c30-10 60-10 90 0s60 10 90 0 60-10 90 0 60 10 90 0 60-10 90 0 60 10 90 0v40h-540Z"
          fill="#0A7F80"
        />
      </g>
      <g className={classes.books}>
        <rect x="96" y="232" width="168" height="30" rx="6" fill="#1B396A" />
        <rect x="104" y="238" width="152" height="6" rx="3" fill="#86A3D6" />
        <rect x="112" y="202" width="150" height="30" rx="6" fill="#0F9E9E" />
        <rect x="120" y="208" width="134" height="6" rx="3" fill="#C5F0F0" />
        <rect x="100" y="172" width="156" height="30" rx="6" fill="#F2B134" />
        <rect x="108" y="178" width="140" height="6" rx="3" fill="#FFE2A6" />
      </g>
      <g className={classes.cap}>
        <path d="M178 92 258 124l-80 32-80-32Z" fill="#122950" />
        <path d="M138 140v22c0 10 18 18 40 18s40-8 40-18v-22l-40 16Z" fill="#1B396A" />
        <path d="M246 130v30" stroke="#F2B134" strokeWidth="4" strokeLinecap="round" />
        <circle cx="246" cy="164" r="6" fill="#F2B134" />
      </g>
      <g className={classes.badge}>
        <rect x="282" y="168" width="86" height="86" rx="18" fill="#fff" stroke="#D8E2F2" strokeWidth="3" />
        <rect x="298" y="186" width="20" height="20" rx="5" fill="#0F9E9E" />
        <path d="m302 196 5 5 8-9" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        <rect x="326" y="192" width="28" height="7" rx="3.5" fill="#B1C4E5" />
        <rect x="298" y="216" width="20" height="20" rx="5" fill="#0F9E9E" />
        <path d="m302 226 5 5 8-9" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        <rect x="326" y="222" width="28" height="7" rx="3.5" fill="#B1C4E5" />
      </g>
    </svg>
  );
}
