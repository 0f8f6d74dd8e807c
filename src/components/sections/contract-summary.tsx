import { FileText } from "lucide-react";
import { contractSummary, type SummaryItem } from "../../content/contract-summary";
import { RichText } from "../ui/rich-text";

const LINK = {
  light: "font-semibold text-burgundy underline underline-offset-4 hover:text-burgundy-dark",
  dark: "font-semibold text-gold-light underline underline-offset-4 hover:text-gold",
} as const;

interface SummaryTermsProps {
  items: readonly SummaryItem[];
  tone?: "light" | "dark";
  /** Inside a plan's card: smaller, the term and its text on one line. */
  compact?: boolean;
}

/** The terms of the contract, each with the clause that limits it stressed, where there is one. */
export function SummaryTerms({ items, tone = "light", compact = false }: SummaryTermsProps) {
  const dark = tone === "dark";
  const link = LINK[tone];
  return (
    <dl
      className={compact ? "mt-2 space-y-2" : "mt-5 divide-y divide-ink/10 border-y border-ink/10"}
    >
      {items.map((item) => (
        <div
          key={item.id}
          className={compact ? "" : "py-4 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-6"}
        >
          <dt
            className={`font-semibold ${dark ? "text-cream" : "text-night"} ${compact ? "inline" : ""}`}
          >
            {item.term}
            {compact ? ":" : null}
          </dt>{" "}
          <dd
            className={`${compact ? "inline" : "mt-1 leading-relaxed sm:mt-0"} ${dark ? "text-cream/85" : "text-ink-soft"}`}
          >
            <RichText text={item.text} linkClassName={link} />
            {item.limit ? (
              <span
                className={`${compact ? "mt-1 border-l-2 pl-3" : "mt-3 rounded-xl border-l-4 bg-sand px-4 py-3"} block ${
                  dark ? "border-gold text-cream" : "border-burgundy text-ink"
                }`}
              >
                <strong className={`font-bold ${dark ? "text-gold-light" : "text-burgundy"}`}>
                  {contractSummary.limitLabel}
                </strong>{" "}
                <span className="font-medium">
                  <RichText text={item.limit} linkClassName={link} />
                </span>
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const BOX =
  "mx-auto max-w-4xl rounded-3xl bg-white p-6 text-ink shadow-card ring-1 ring-ink/10 sm:p-9";

/**
 * The contract's summary, whole (Decreto 7.962/2013, art. 4º, I): after the plans, where each
 * card's essentials link to it, and on the thank-you page. Plain HTML, readable before any script
 * runs.
 */
export function ContractSummary() {
  const titleId = "resumo-do-contrato";
  const moreId = "mais-condicoes-do-contrato";
  return (
    <div role="group" aria-labelledby={titleId} className={`mt-12 scroll-mt-24 ${BOX}`}>
      <h3 id={titleId} className="flex items-center gap-3 text-2xl font-bold text-night">
        <FileText aria-hidden="true" className="size-6 shrink-0 text-burgundy" />
        {contractSummary.title}
      </h3>
      <p className="mt-2 text-ink-soft">{contractSummary.lead}</p>
      <SummaryTerms items={contractSummary.items} />
      <div role="group" aria-labelledby={moreId}>
        <h4 id={moreId} className="mt-8 text-xl font-bold text-night">
          {contractSummary.moreTitle}
        </h4>
        <SummaryTerms items={contractSummary.moreItems} />
      </div>
      <p className="mt-5 text-ink-soft">
        <RichText text={contractSummary.more} linkClassName={LINK.light} />
      </p>
    </div>
  );
}
