import { faqContent } from "../../content/faq";
import { SECTION_IDS } from "../../content/navigation";
import { FaqAccordion } from "./faq-accordion";
import { LandingSection } from "../ui/landing-section";
import { Reveal } from "../ui/reveal";

export function FaqSection() {
  return (
    <LandingSection
      id={SECTION_IDS.faq}
      heading={{ eyebrow: faqContent.eyebrow, title: faqContent.title }}
      className="layout-after-paint bg-sand py-20 sm:py-28"
    >
      <Reveal className="mt-12">
        <FaqAccordion />
      </Reveal>
    </LandingSection>
  );
}
