import { Info } from "lucide-react";
import { SECTION_IDS } from "../../content/navigation";
import type { Testimonial } from "../../content/collections";
import { hasExamples, testimonialsContent } from "../../content/testimonials";
import type { AvatarImage } from "../../lib/avatars/avatar-image";
import { LandingSection } from "../ui/landing-section";
import { Reveal } from "../ui/reveal";
import { StarRating } from "../ui/star-rating";

/** One or two testimonials sit centred, at the width three would give them, not in a row of three. */
const gridFor = (count: number) =>
  count === 1
    ? "mx-auto max-w-sm"
    : count === 2
      ? "mx-auto max-w-3xl md:grid-cols-2"
      : "md:grid-cols-3";

/** A testimonial with its avatar's image, found in public/ by the page (lib/collections/avatar-files.ts). */
export type ShownTestimonial = Testimonial & { readonly avatarImage: AvatarImage };

/**
 * `testimonials`: the collection's entries (src/pages/index.astro reads them). With none (an owner
 * who removed the examples and has no real ones yet) the section is left out, heading and all.
 */
export function TestimonialsSection({
  testimonials,
}: {
  testimonials: readonly ShownTestimonial[];
}) {
  if (testimonials.length === 0) return null;
  const words = testimonialsContent(testimonials);
  return (
    <LandingSection
      id={SECTION_IDS.testimonials}
      heading={{ eyebrow: words.eyebrow, title: words.title }}
      className="layout-after-paint py-20 sm:py-28"
    >
      {hasExamples(testimonials) ? (
        <p className="mx-auto mt-5 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-ink-soft">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{words.exampleNote}</span>
        </p>
      ) : null}
      <ul className={`mt-12 grid gap-6 ${gridFor(testimonials.length)}`}>
        {testimonials.map((testimonial, index) => (
          <li key={testimonial.id}>
            <Reveal delay={index * 120} className="h-full">
              <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-card">
                <StarRating
                  stars={testimonial.stars}
                  label={words.ratingLabel(testimonial.stars)}
                />
                <blockquote className="mt-4 flex-1 text-lg text-ink">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  {/* A drawing or her photo, decorative beside her name. Its size is its width
                      and height attributes (avatar-image.ts), held before it loads. */}
                  <img
                    {...testimonial.avatarImage}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="shrink-0 rounded-full bg-sand"
                  />
                  <span>
                    <span className="block font-semibold text-night">{testimonial.name}</span>
                    <span className="block text-sm text-ink-soft">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </Reveal>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
