import { ContactList } from '../../../components/contact-list.tsx';
import { HEADINGS } from '../home-content.ts';
import classes from '../home-sections.module.css';
import { SectionHeading } from './home-section.tsx';

export function ContactSection() {
  return (
    <section className={classes.section} aria-labelledby="contact-title">
      <div className={classes.contactCard}>
        <div>
          <SectionHeading {...HEADINGS.contact} />
        </div>
        <ContactList />
      </div>
    </section>
  );
}
