import { IconQuote } from '@tabler/icons-react';
import { HEADINGS, TESTIMONIALS } from '../home-content.ts';
import page from '../../../components/public-page.module.css';
import classes from '../home-cards.module.css';
import sections from '../home-sections.module.css';
import { HomeSection } from './home-section.tsx';

function initials(name: string): string {
  return name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

export function TestimonialsSection() {
  return (
    <HomeSection {...HEADINGS.testimonials}>
      <ul className={sections.testimonialGrid}>
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className={classes.testimonial}>
              <IconQuote aria-hidden className={classes.quoteIcon} />
              <blockquote className={classes.quote}>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className={classes.author}>
                <span className={`${page.iconBox} ${classes.avatar}`} aria-hidden>
                  {initials(t.name)}
                </span>
                <span>
                  <span className={classes.authorName}>{t.name}</span>
                  <span className={classes.authorCareer}>{t.career}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
