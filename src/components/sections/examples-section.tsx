import type { ReactNode } from "react";
import { SECTION_IDS } from "../../content/navigation";
import { examplesContent } from "../../content/tracks";
import type { SampleTrack } from "../../content/types";
import { Container } from "../ui/container";
import { Reveal } from "../ui/reveal";
import { SectionHeading } from "../ui/section-heading";

/**
 * The samples section; the player comes from the page, where Astro hydrates it (index.astro), and
 * so do the samples the lead speaks of.
 */
export function ExamplesSection({
  tracks,
  children,
}: {
  tracks: readonly SampleTrack[];
  children: ReactNode;
}) {
  const headingId = `${SECTION_IDS.examples}-titulo`;
  return (
    <section
      id={SECTION_IDS.examples}
      aria-labelledby={headingId}
      className="star-texture layout-after-paint relative bg-night py-20 text-cream sm:py-28"
    >
      <Container className="relative">
        <SectionHeading
          id={headingId}
          tone="dark"
          eyebrow={examplesContent.eyebrow}
          title={examplesContent.title}
          lead={examplesContent.lead(tracks)}
        />
        <Reveal className="mt-12">{children}</Reveal>
      </Container>
    </section>
  );
}
