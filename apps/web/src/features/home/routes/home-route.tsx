/** / (home): hero, credits banner, about, how it works, featured competitions and contact. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '../../../components/home-section-link';
import { isHomeSectionId, type HomeNavigationState } from '../../../lib/routes';
import { useT } from '../../../lib/i18n/i18n-provider';
import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { CreditsBanner } from '../components/credits-banner';
import { FeaturedCompetitionsSection } from '../components/featured-competitions-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';
import '../home.css';

export function HomeRoute() {
  const { t } = useT();
  const location = useLocation();
  const section = (location.state as Partial<HomeNavigationState> | null)?.section;

  // Arriving from another page's footer link: scroll to the section named in navigation state.
  useEffect(() => {
    if (isHomeSectionId(section)) scrollToSection(section);
  }, [location.key, section]);

  return (
    <>
      <title>{t('home.title')}</title>
      <HeroSection />
      <CreditsBanner />
      <AboutSection />
      <HowItWorksSection />
      <FeaturedCompetitionsSection />
      <ContactSection />
    </>
  );
}
