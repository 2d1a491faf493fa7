import type { ComponentType, ReactNode } from 'react';
import classes from '../home-sections.module.css';

/** A home section's heading (home-content.ts, HEADINGS). */
export interface Heading {
  /** The title's id, which names the section. */
  id: string;
  eyebrow: string;
  Icon?: ComponentType<{ 'aria-hidden'?: boolean }>;
  title: string;
  lead?: string;
}

/** A home section's heading: the eyebrow (with its icon, if any), the title and the lead paragraph, if any. */
export function SectionHeading({ id, eyebrow, Icon, title, lead }: Heading) {
  return (
    <>
      <p className={classes.eyebrow}>
        {Icon ? <Icon aria-hidden /> : null}
        {eyebrow}
      </p>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={classes.sectionLead}>{lead}</p> : null}
    </>
  );
}

/** A section of the home named by its heading, which stands above its content. */
export function HomeSection({ children, ...heading }: Heading & { children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={heading.id}>
      <div className={classes.sectionHeader}>
        <SectionHeading {...heading} />
      </div>
      {children}
    </section>
  );
}
