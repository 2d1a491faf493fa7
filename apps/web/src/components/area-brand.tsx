import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { institution } from '../config/institution.ts';
import { paths } from '../config/paths.ts';
import classes from './area-bar.module.css';

/**
 * The institute's emblem with the area's name over a smaller line, linking home: the brand of the signed-in
 * areas on their dark bars. `nameClassName` lets the area hide the name on some widths.
 */
export function AreaBrand({ name, sub, nameClassName }: { name: string; sub: ReactNode; nameClassName?: string }) {
  return (
    <Link to={paths.home} className={classes.brand}>
      <img src={institution.images.emblem} alt="" width={32} height={36} />
      <span className={nameClassName ? `${classes.name} ${nameClassName}` : classes.name}>
        {name}
        <span className={classes.sub}>{sub}</span>
      </span>
    </Link>
  );
}
