import { BadgeCheck, Clock, Gem, Sparkles, type LucideIcon } from "lucide-react";
import { heroContent } from "../../content/hero";
import type { HighlightIcon } from "../../content/types";
import { ButtonLink } from "../ui/button-link";
import { Container } from "../ui/container";
import { EngagementClaim } from "./engagement-claim";
import { RichText } from "../ui/rich-text";

const ICONS: Record<HighlightIcon, LucideIcon> = {
  ai: Sparkles,
  exclusive: Gem,
  fast: Clock,
  license: BadgeCheck,
};

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="star-texture relative overflow-hidden bg-night pt-28 pb-16 text-cream sm:pt-36 sm:pb-24"
    >
      <Container className="relative">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-4 py-1.5 text-sm font-semibold text-gold-light">
            <Clock aria-hidden="true" className="size-4" />
            {heroContent.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-bold text-cream sm:text-6xl"
          >
            {heroContent.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-cream/85 sm:text-xl">
            {heroContent.lead}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={heroContent.primaryCta.href}>
              {heroContent.primaryCta.label}
            </ButtonLink>
            <ButtonLink href={heroContent.secondaryCta.href} variant="outline-light">
              {heroContent.secondaryCta.label}
            </ButtonLink>
          </div>
          <EngagementClaim
            claim={heroContent.stat}
            className="mt-8 text-cream/85"
            valueAs="strong"
            valueClassName="font-display text-3xl text-gold-light"
          />
        </div>

        <ul className="mt-12 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {heroContent.highlights.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <li
                key={item.title}
                className="rounded-2xl border border-gold/20 bg-night-2/80 p-5 text-left"
              >
                <Icon aria-hidden="true" className="size-7 text-gold" />
                <p className="mt-3 text-lg font-semibold text-cream">{item.title}</p>
                <p className="mt-1.5 text-sm text-cream/80">
                  <RichText
                    text={item.description}
                    linkClassName="font-semibold text-gold-light underline underline-offset-4 hover:text-gold"
                  />
                </p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
