import { usePageTitle } from '../../lib/use-page-title.ts';
import { CallToActionSection } from './components/cta-section.tsx';
import { ContactSection } from './components/contact-section.tsx';
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { OpenClassesSection } from './components/open-classes-section.tsx';
import { StatsSection } from './components/stats-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';
import classes from './home.module.css';

/** The home page (docs/architecture.md, Screens): hero, open classes, figures, reasons, testimonials, call to action, contact. */
export function HomePage() {
  usePageTitle(null);
  return (
    <div className={classes.page}>
      <HeroSection year={new Date().getFullYear()} />
      <div className={classes.container}>
        <OpenClassesSection />
      </div>
      <StatsSection />
      <div className={classes.container}>
        <FeaturesSection />
        <TestimonialsSection />
      </div>
      <CallToActionSection />
      <div className={classes.container}>
        <ContactSection />
      </div>
    </div>
  );
}
