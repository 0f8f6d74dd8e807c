import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { WhatsappFloat } from "../components/layout/whatsapp-float";
import { ClosingCtaSection } from "../components/sections/closing-cta-section";
import { ExamplesSection } from "../components/sections/examples-section";
import { FaqSection } from "../components/sections/faq-section";
import { HeroSection } from "../components/sections/hero-section";
import { HowItWorksSection } from "../components/sections/how-it-works-section";
import { PricingSection } from "../components/sections/pricing-section";
import { TestimonialsSection } from "../components/sections/testimonials-section";
import { SECTION_IDS } from "../content/navigation";

/** The landing page: the nine sections of the specification, in order. */
export function HomePage() {
  return (
    <>
      <SiteHeader variant="landing" />
      <main id={SECTION_IDS.main} tabIndex={-1} className="outline-none">
        <HeroSection />
        <HowItWorksSection />
        <PricingSection />
        <ExamplesSection />
        <TestimonialsSection />
        <FaqSection />
        <ClosingCtaSection />
      </main>
      <SiteFooter />
      <WhatsappFloat />
    </>
  );
}
