import { institution } from '../../../config/institution.ts';
import { FEATURES } from '../home-content.ts';
import classes from '../home.module.css';

export function FeaturesSection() {
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <div className={classes.sectionHeader}>
        <p className={classes.eyebrow}>Por qué elegirnos</p>
        <h2 id="features-title" className={classes.sectionTitle}>
          Tu verano en el {institution.shortName}
        </h2>
        <p className={classes.sectionLead}>
          Un curso de verano es la forma más rápida de avanzar en tu carrera sin descuidar la calidad.
        </p>
      </div>
      <ul className={classes.featureGrid}>
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className={classes.featureCard}>
            <span className={classes.featureIcon}>
              <Icon aria-hidden />
            </span>
            <h3 className={classes.cardTitle}>{title}</h3>
            <p className={classes.cardText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
