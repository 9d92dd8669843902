import { ClaimsSection } from './components/claims-section';
import { ClosingCta } from './components/closing-cta';
import { HeroSection } from './components/hero-section';
import { ProductTypesSection } from './components/product-types-section';
import { ProductionSteps } from './components/production-steps';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { StationsSection } from './components/stations-section';

export function LandingPage() {
  return (
    <div className="min-h-dvh bg-background">
      <SiteHeader />
      <main>
        <HeroSection />
        <ProductionSteps />
        <StationsSection />
        <ClaimsSection />
        <ProductTypesSection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
