import { useRef, type ComponentType, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import page from '../../../components/public-page.module.css';
import hero from '../regulations-hero.module.css';
import classes from '../regulations-sections.module.css';
import { useScrollProgress } from './use-scroll-progress.ts';

/**
 * The shape the three information pages share: a hero with the heading, a lead paragraph and an
 * illustration that moves as the page scrolls, a down-arrow hint, then the sections.
 */
export function InfoPage({
  title,
  pageTitle,
  eyebrow,
  lead,
  illustration,
  children,
}: {
  title: string;
  pageTitle: string;
  eyebrow: string;
  lead: ReactNode;
  illustration: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(pageTitle);
  const heroRef = useScrollProgress<HTMLElement>();
  const contentRef = useRef<HTMLDivElement>(null);

  const goToContent = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    contentRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    contentRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className={classes.page}>
      <section ref={heroRef} className={`${page.hero} ${hero.hero}`} aria-labelledby="info-title">
        <div className={`${page.heroInner} ${hero.heroInner}`}>
          <div className={hero.heroText}>
            <nav aria-label="Ruta de navegación" className={hero.breadcrumb}>
              <Link to={paths.home}>Inicio</Link>
              <span aria-hidden>/</span>
              <span>{eyebrow}</span>
            </nav>
            <h1 id="info-title" className={`${page.heroTitle} ${hero.title}`}>
              {title}
            </h1>
            <div className={`${page.heroLead} ${hero.lead}`}>{lead}</div>
          </div>
          <div className={hero.art}>{illustration}</div>
        </div>
        <button type="button" className={hero.scrollHint} onClick={goToContent}>
          <span>Desliza para leer más</span>
          <IconChevronDown aria-hidden className={hero.scrollArrow} />
        </button>
      </section>
      <div ref={contentRef} tabIndex={-1} className={classes.content}>
        {children}
      </div>
    </div>
  );
}

/** One block of an information page, numbered 01, 02… in page order by CSS (regulations-sections.module.css). */
export function InfoSection({
  id,
  title,
  Icon,
  children,
}: {
  id: string;
  title: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <div className={classes.sectionMarker} aria-hidden>
        <span className={page.iconTile}>
          <Icon aria-hidden />
        </span>
        <span className={classes.sectionNumber} />
      </div>
      <div className={classes.sectionBody}>
        <h2 id={id} className={classes.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A list whose items each start with a check mark. */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className={classes.checkList}>
      {items.map((item, i) => (
        <li key={i}>
          <IconCircleCheck aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Where an information page leads at its end: its main next step, then a lighter one. */
export function InfoActions({
  primary,
  secondary,
}: {
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
}) {
  return (
    <div className={classes.actions}>
      <Button component={Link} to={primary.to} size="md">
        {primary.label}
      </Button>
      <Button component={Link} to={secondary.to} size="md" variant="light">
        {secondary.label}
      </Button>
    </div>
  );
}
