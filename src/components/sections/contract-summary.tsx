import { FileText } from "lucide-react";
import { contractSummary } from "../../content/contract-summary";
import { RichText } from "../ui/rich-text";

const LINK = "font-semibold text-burgundy underline underline-offset-4 hover:text-burgundy-dark";

/**
 * The contract summary under the plans, and on the thank-you page (without the lead, which speaks
 * of paying next): plain HTML, readable before any script runs.
 */
export function ContractSummary({ lead = true }: { lead?: boolean }) {
  const titleId = "resumo-do-contrato";
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="mx-auto mt-12 max-w-4xl rounded-3xl bg-white p-6 text-ink shadow-card ring-1 ring-ink/10 sm:p-9"
    >
      <h3 id={titleId} className="flex items-center gap-3 text-2xl font-bold text-night">
        <FileText aria-hidden="true" className="size-6 shrink-0 text-burgundy" />
        {contractSummary.title}
      </h3>
      {lead ? <p className="mt-2 text-ink-soft">{contractSummary.lead}</p> : null}
      <dl className="mt-5 divide-y divide-ink/10 border-y border-ink/10">
        {contractSummary.items.map((item) => (
          <div key={item.id} className="py-4 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-6">
            <dt className="font-semibold text-night">{item.term}</dt>
            <dd className="mt-1 leading-relaxed text-ink-soft sm:mt-0">
              <RichText text={item.text} linkClassName={LINK} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-ink-soft">
        <RichText text={contractSummary.more} linkClassName={LINK} />
      </p>
    </div>
  );
}
