import { Reveal } from "./reveal";

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: "light" | "dark";
}

/**
 * The eyebrow, title and lead that open every landing section, fading in as it scrolls into
 * view; `id` labels the section.
 */
export function SectionHeading({ id, eyebrow, title, lead, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <Reveal className="mx-auto max-w-2xl text-center">
      <p
        className={`text-sm font-semibold tracking-[0.18em] uppercase ${dark ? "text-gold-light" : "text-burgundy"}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl leading-tight font-bold sm:text-4xl ${dark ? "text-cream" : "text-night"}`}
      >
        {title}
      </h2>
      {lead ? (
        <p className={`mt-4 text-lg ${dark ? "text-cream/85" : "text-ink-soft"}`}>{lead}</p>
      ) : null}
    </Reveal>
  );
}
