import { faqContent } from "../../content/faq";
import { SECTION_IDS } from "../../content/navigation";
import { FaqAccordion } from "./faq-accordion";
import { Container } from "../ui/container";
import { Reveal } from "../ui/reveal";
import { SectionHeading } from "../ui/section-heading";

export function FaqSection() {
  const headingId = `${SECTION_IDS.faq}-titulo`;
  return (
    <section
      id={SECTION_IDS.faq}
      aria-labelledby={headingId}
      className="layout-after-paint bg-sand py-20 sm:py-28"
    >
      <Container>
        <SectionHeading id={headingId} eyebrow={faqContent.eyebrow} title={faqContent.title} />
        <Reveal className="mt-12">
          <FaqAccordion />
        </Reveal>
      </Container>
    </section>
  );
}
