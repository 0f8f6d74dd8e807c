import type { ReactNode } from "react";
import { Container } from "./container";
import { SectionHeading } from "./section-heading";

interface LandingSectionProps {
  /** The section's anchor (SECTION_IDS); its heading's id adds `-titulo`. */
  id: string;
  /** Its eyebrow, title and lead (a content module's, from content/). */
  heading: { eyebrow: string; title: string; lead?: string };
  tone?: "light" | "dark";
  className: string;
  containerClassName?: string;
  children: ReactNode;
}

/** A landing section opened by its heading, which names it for assistive technology. */
export function LandingSection({
  id,
  heading,
  tone,
  className,
  containerClassName,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <Container className={containerClassName}>
        <SectionHeading
          id={headingId}
          tone={tone}
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead}
        />
        {children}
      </Container>
    </section>
  );
}
