import type { ReactNode } from "react";
import { SECTION_IDS } from "../../content/navigation";
import { examplesContent } from "../../content/tracks";
import type { SampleTrack } from "../../content/types";
import { LandingSection } from "../ui/landing-section";
import { Reveal } from "../ui/reveal";

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
  return (
    <LandingSection
      id={SECTION_IDS.examples}
      heading={{ ...examplesContent, lead: examplesContent.lead(tracks) }}
      tone="dark"
      className="star-texture layout-after-paint relative bg-night py-20 text-cream sm:py-28"
      containerClassName="relative"
    >
      <Reveal className="mt-12">{children}</Reveal>
    </LandingSection>
  );
}
