import { FileText } from "lucide-react";
import { contractSummary, type SummaryItem } from "../../content/contract-summary";
import { RichText } from "../ui/rich-text";

const LINK = "font-semibold text-burgundy underline underline-offset-4 hover:text-burgundy-dark";

/** One term of the contract, and the clause that limits it, stressed, where there is one. */
function Terms({ items }: { items: readonly SummaryItem[] }) {
  return (
    <dl className="mt-5 divide-y divide-ink/10 border-y border-ink/10">
      {items.map((item) => (
        <div key={item.id} className="py-4 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-6">
          <dt className="font-semibold text-night">{item.term}</dt>
          <dd className="mt-1 leading-relaxed text-ink-soft sm:mt-0">
            <RichText text={item.text} linkClassName={LINK} />
            {item.limit ? (
              <p className="mt-3 rounded-xl border-l-4 border-burgundy bg-sand px-4 py-3 text-ink">
                <strong className="font-bold text-burgundy">{contractSummary.limitLabel}</strong>{" "}
                <span className="font-medium">
                  <RichText text={item.limit} linkClassName={LINK} />
                </span>
              </p>
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
 * The contract's essentials, read before the first buy button (at the top of the pricing section)
 * and again on the thank-you page, without the lead, which speaks of choosing a plan: plain
 * HTML, readable before any script runs.
 */
export function ContractSummary({ lead = true }: { lead?: boolean }) {
  const titleId = "resumo-do-contrato";
  return (
    <div role="group" aria-labelledby={titleId} className={`mt-10 ${BOX}`}>
      <h3 id={titleId} className="flex items-center gap-3 text-2xl font-bold text-night">
        <FileText aria-hidden="true" className="size-6 shrink-0 text-burgundy" />
        {contractSummary.title}
      </h3>
      {lead ? <p className="mt-2 text-ink-soft">{contractSummary.lead}</p> : null}
      <Terms items={contractSummary.items} />
    </div>
  );
}

/** The rest of the summary, after the plans, and the link to the whole Terms. */
export function ContractSummaryMore() {
  const titleId = "mais-condicoes-do-contrato";
  return (
    <div role="group" aria-labelledby={titleId} className={`mt-12 ${BOX}`}>
      <h3 id={titleId} className="text-xl font-bold text-night">
        {contractSummary.moreTitle}
      </h3>
      <Terms items={contractSummary.moreItems} />
      <p className="mt-5 text-ink-soft">
        <RichText text={contractSummary.more} linkClassName={LINK} />
      </p>
    </div>
  );
}
