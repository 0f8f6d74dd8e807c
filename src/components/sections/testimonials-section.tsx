import { Info } from "lucide-react";
import { SECTION_IDS } from "../../content/navigation";
import {
  hasExampleTestimonials,
  testimonials,
  testimonialsContent,
} from "../../content/testimonials";
import { Container } from "../ui/container";
import { Reveal } from "../ui/reveal";
import { SectionHeading } from "../ui/section-heading";
import { StarRating } from "../ui/star-rating";

export function TestimonialsSection() {
  const headingId = `${SECTION_IDS.testimonials}-titulo`;
  return (
    <section
      id={SECTION_IDS.testimonials}
      aria-labelledby={headingId}
      className="layout-after-paint py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          id={headingId}
          eyebrow={testimonialsContent.eyebrow}
          title={testimonialsContent.title}
        />
        {hasExampleTestimonials ? (
          <p className="mx-auto mt-5 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-ink-soft">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{testimonialsContent.exampleNote}</span>
          </p>
        ) : null}
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <Reveal delay={index * 120} className="h-full">
                <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-card">
                  <StarRating
                    stars={testimonial.stars}
                    label={testimonialsContent.ratingLabel(testimonial.stars)}
                  />
                  <blockquote className="mt-4 flex-1 text-lg text-ink">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-4">
                    <img
                      src={testimonial.avatar.src}
                      width={testimonial.avatar.width}
                      height={testimonial.avatar.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="size-14 rounded-full bg-sand"
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
      </Container>
    </section>
  );
}
