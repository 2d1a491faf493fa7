import { usePageTitle } from '../../lib/use-page-title.ts';
import { CallToActionSection } from './components/cta-section.tsx';
import { ContactSection } from './components/contact-section.tsx';
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { OpenClassesSection } from './components/open-classes-section.tsx';
import { StatsSection } from './components/stats-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';
import page from '../../components/public-page.module.css';
import { PhaseBanner } from '../../components/phase-banner.tsx';

/** The home page (docs/architecture.md, Screens): hero, open classes, figures, reasons, testimonials, call to action, contact. */
export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HeroSection year={new Date().getFullYear()} />
      <div className={page.band}>
        <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 0' }}>
          <PhaseBanner />
        </div>
        <OpenClassesSection />
      </div>
      <StatsSection />
      <div className={page.band}>
        <FeaturesSection />
        <TestimonialsSection />
      </div>
      <CallToActionSection />
      <div className={page.band}>
        <ContactSection />
      </div>
    </>
  );
}
