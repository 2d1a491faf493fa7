import { institution } from '../../../config/institution.ts';
import hidden from '../../../components/visually-hidden.module.css';
import page from '../../../components/public-page.module.css';
import classes from '../home-bands.module.css';

export function StatsSection() {
  return (
    <section className={classes.stats} aria-labelledby="stats-title">
      <h2 id="stats-title" className={hidden.visuallyHidden}>
        El Instituto en cifras
      </h2>
      <dl className={`${page.band} ${classes.statsGrid}`}>
        {institution.stats.map((s) => (
          <div key={s.label} className={classes.stat}>
            <dt className={classes.statLabel}>{s.label}</dt>
            <dd className={classes.statValue}>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
