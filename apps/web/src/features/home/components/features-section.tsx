import { FEATURES, HEADINGS } from '../home-content.ts';
import page from '../../../components/public-page.module.css';
import classes from '../home-cards.module.css';
import sections from '../home-sections.module.css';
import { HomeSection } from './home-section.tsx';

export function FeaturesSection() {
  return (
    <HomeSection {...HEADINGS.features}>
      <ul className={sections.featureGrid}>
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className={classes.featureCard}>
            <span className={`${page.iconTile} ${classes.featureIcon}`}>
              <Icon aria-hidden />
            </span>
            <h3 className={classes.cardTitle}>{title}</h3>
            <p className={classes.cardText}>{text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
