import { Check } from "lucide-react";
import { SECTION_IDS } from "../../content/navigation";
import { paymentNote, planEssentials } from "../../content/contract-summary";
import { plans, pricingContent } from "../../content/plans";
import { paymentTermLines } from "../../content/sales";
import type { Plan } from "../../content/types";
import { LandingSection } from "../ui/landing-section";
import { Reveal } from "../ui/reveal";
import { ContractSummary, SummaryTerms } from "./contract-summary";
import { CouponNotice } from "./coupon-notice";

/** The pack stands out: by "Mais Popular" where that rests on something, else by its saving. */
const isFeatured = (plan: Plan) => plan.id === "triple";

const cardId = (plan: Plan) => `plano-${plan.id}`;

/**
 * On a phone the cards stand one under the other: both plans, with their prices, at a glance
 * before the first card, each a link to its card. Wider screens show the cards side by side.
 */
function PlanOverview() {
  return (
    <ul aria-label={pricingContent.overviewLabel} className="mt-6 grid grid-cols-2 gap-3 md:hidden">
      {plans.map((plan) => (
        <li key={plan.id} className="flex">
          <a
            href={`#${cardId(plan)}`}
            className={`flex w-full flex-col rounded-2xl px-4 py-3 shadow-card ${
              isFeatured(plan)
                ? "bg-night text-cream ring-2 ring-gold"
                : "bg-white text-ink ring-1 ring-ink/10"
            }`}
          >
            <span className="text-sm leading-snug font-semibold">{plan.name}</span>
            <span
              className={`mt-1 font-display text-2xl font-bold ${isFeatured(plan) ? "text-gold-light" : "text-burgundy"}`}
            >
              {plan.price}
            </span>
            <span className={`text-xs ${isFeatured(plan) ? "text-cream/85" : "text-ink-soft"}`}>
              {"pricePerUnit" in plan ? plan.pricePerUnit : pricingContent.oneSong}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const featured = isFeatured(plan);
  const linkClass = `font-semibold underline underline-offset-4 ${
    featured ? "text-gold-light hover:text-gold" : "text-burgundy hover:text-burgundy-dark"
  }`;
  const titleId = cardId(plan);
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex w-full flex-col rounded-3xl p-7 sm:p-9 ${
        featured
          ? "bg-night text-cream shadow-card ring-2 ring-gold"
          : "bg-white text-ink shadow-card ring-1 ring-ink/10"
      }`}
    >
      {featured ? (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-gold px-4 py-1 text-sm font-bold tracking-wide whitespace-nowrap text-night uppercase">
          {pricingContent.badge}
        </p>
      ) : null}
      <h3 id={titleId} className={`text-2xl font-bold ${featured ? "text-cream" : "text-night"}`}>
        {plan.name}
      </h3>
      <p className={`mt-2 ${featured ? "text-cream/80" : "text-ink-soft"}`}>{plan.description}</p>
      {plan.popular && pricingContent.popularBasis ? (
        <p className="mt-2 text-xs text-cream/75" data-claim="mais-popular">
          {pricingContent.popularBasis}
        </p>
      ) : null}
      <p className="mt-6 flex items-baseline gap-2">
        <span
          className={`font-display text-5xl font-bold ${featured ? "text-gold-light" : "text-burgundy"}`}
        >
          {plan.price}
        </span>
      </p>
      {"pricePerUnit" in plan ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-cream/85">{plan.pricePerUnit}</span>
          {/* Where the badge says "Mais Popular", the saving stands here. */}
          {plan.popular ? (
            <span className="rounded-full bg-gold/15 px-3 py-0.5 font-semibold text-gold-light">
              {plan.savings}
            </span>
          ) : null}
        </p>
      ) : null}
      {paymentTermLines.length > 0 ? (
        <p className={`mt-2 text-sm ${featured ? "text-cream/85" : "text-ink-soft"}`}>
          {paymentTermLines.join(" · ")}
        </p>
      ) : null}
      <ul className="mt-7 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check
              aria-hidden="true"
              className={`mt-0.5 size-5 shrink-0 ${featured ? "text-gold" : "text-burgundy"}`}
            />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {/* Decreto 7.962/2013, art. 4º, I: the contract's essentials, limits stressed, before the button. */}
      <div
        role="group"
        aria-labelledby={`${titleId}-essencial`}
        className={`mt-7 rounded-2xl px-5 py-4 text-sm ${featured ? "bg-night-3/70" : "bg-sand/70"}`}
      >
        <p
          id={`${titleId}-essencial`}
          className={`font-semibold ${featured ? "text-gold-light" : "text-burgundy"}`}
        >
          {planEssentials.label}
        </p>
        <SummaryTerms
          items={planEssentials.items(plan.id)}
          tone={featured ? "dark" : "light"}
          compact
        />
      </div>
      <a
        href={plan.checkoutUrl}
        data-checkout-url={plan.checkoutUrl}
        target="_blank"
        rel="noopener"
        data-plan={plan.id}
        className={`mt-6 inline-flex min-h-13 items-center justify-center rounded-full px-6 py-3 text-center text-lg font-semibold transition-colors ${
          featured
            ? "bg-gold text-night hover:bg-gold-light"
            : "bg-burgundy text-cream hover:bg-burgundy-dark"
        }`}
      >
        {plan.buttonText}
        <span className="sr-only"> {pricingContent.newTabNote}</span>
      </a>
      <div className={`mt-4 space-y-1.5 text-sm ${featured ? "text-cream/85" : "text-ink-soft"}`}>
        <p>{paymentNote}</p>
        <p>
          <a href={pricingContent.summaryLink.href} className={linkClass}>
            {pricingContent.summaryLink.label}
          </a>
        </p>
      </div>
    </article>
  );
}

export function PricingSection() {
  return (
    <LandingSection
      id={SECTION_IDS.pricing}
      heading={pricingContent}
      className="layout-after-paint bg-sand py-20 sm:py-28"
    >
      <CouponNotice />
      <PlanOverview />
      <div className="mx-auto mt-10 grid max-w-4xl gap-8 md:grid-cols-2 md:items-stretch">
        {plans.map((plan, index) => (
          <Reveal key={plan.id} delay={index * 120} className="flex">
            <PlanCard plan={plan} />
          </Reveal>
        ))}
      </div>
      <p className="mx-auto mt-6 max-w-4xl text-center text-sm text-ink-soft">
        {pricingContent.deliveryNote}
      </p>
      <ContractSummary />
    </LandingSection>
  );
}
