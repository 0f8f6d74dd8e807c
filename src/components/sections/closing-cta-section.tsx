import { Check } from "lucide-react";
import { closingContent } from "../../content/closing";
import { ButtonLink } from "../ui/button-link";
import { Container } from "../ui/container";
import { EngagementClaim } from "./engagement-claim";
import { Reveal } from "../ui/reveal";
import { RichText } from "../ui/rich-text";

export function ClosingCtaSection() {
  return (
    <section
      aria-labelledby="chamada-final-titulo"
      className="star-texture layout-after-paint relative overflow-hidden bg-burgundy py-20 text-cream sm:py-28"
    >
      <Container className="relative">
        <Reveal>
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="chamada-final-titulo" className="text-3xl leading-tight font-bold sm:text-5xl">
              {closingContent.title}
            </h2>
            <p className="mt-5 text-lg text-cream/85">{closingContent.lead}</p>
          </div>
          <h3 className="sr-only">{closingContent.benefitsLabel}</h3>
          <ul className="mx-auto mt-10 grid max-w-3xl gap-x-8 gap-y-4 sm:grid-cols-2">
            {closingContent.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-lg">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-light" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-6 max-w-3xl text-sm text-cream/85">
            {closingContent.deliveryNote}
          </p>
          <p className="mx-auto mt-4 max-w-3xl text-cream/85">
            <RichText
              text={closingContent.note}
              linkClassName="font-semibold text-gold-light underline underline-offset-4 hover:text-gold"
            />
          </p>
          {/* A claim, apart from what she receives, beside its source. */}
          <EngagementClaim
            claim={closingContent.claim}
            className="mx-auto mt-8 max-w-3xl text-center"
            valueClassName="font-display text-2xl font-bold text-gold-light"
          />
          <div className="mt-10 text-center">
            <ButtonLink href={closingContent.cta.href} className="px-10 text-lg">
              {closingContent.cta.label}
            </ButtonLink>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
