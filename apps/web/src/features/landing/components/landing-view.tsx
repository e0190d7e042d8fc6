import { usePublicStats } from '../../../api/public';
import { FeaturesSection } from './features-section';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PreviewCarousel } from './preview-carousel';
import { PricingSection } from './pricing-section';
import { Section } from './section';
import { StatsBand } from './stats-band';
import { TrainingModules } from './training-modules';

/** The public landing page, the only page a visitor sees before signing in. */
export function LandingView() {
  const stats = usePublicStats();
  const personas = stats.data?.personas ?? null;
  return (
    <div className="min-h-screen bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-teal-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero personas={personas} />
        <FeaturesSection personas={personas} />
        <Section
          id="preview"
          eyebrow="Preview"
          title="See it before you sign in"
          intro="A look at the live session, the student dashboard and the instructor's analytics."
          className="bg-slate-50"
        >
          <PreviewCarousel />
        </Section>
        <StatsBand personas={personas} />
        <TrainingModules />
        <HowItWorks />
        <PricingSection />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
