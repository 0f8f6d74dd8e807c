import { CheckCircle2, ExternalLink, Mail, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { ContractSummary } from "../sections/contract-summary";
import { DocumentTitle } from "../ui/document-title";
import { siteConfig } from "../../config/site";
import { absoluteUrl, ROUTES, termsVersionPath } from "../../config/routes";
import { briefContent, briefWithoutScript } from "../../content/brief";
import { SECTION_IDS } from "../../content/navigation";
import { contactChannels } from "../../content/sales";
import { thanksContent } from "../../content/thanks";
import { brazilianFromIso } from "../../lib/br/date";

const LINK = "font-semibold text-burgundy underline underline-offset-4 hover:text-burgundy-dark";

/**
 * What to send and where, for a visitor whose browser runs no script: the form needs one. Shown
 * by CSS (`scripting: none`) rather than <noscript>, which a browser that blocks scripts by its
 * own setting may still skip.
 */
function InstructionsWithoutScript() {
  const words = briefWithoutScript;
  const whatsapp = contactChannels.whatsapp;
  return (
    <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink/10 sm:p-8">
      <h3 className="text-xl font-bold text-night">{words.title}</h3>
      <p className="mt-3">{words.lead}</p>
      <ul className="mt-2 list-disc space-y-1.5 pl-6 marker:text-burgundy">
        {words.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap items-center gap-2">
        <Mail aria-hidden="true" className="size-5 text-burgundy" />
        {words.email}{" "}
        <a href={`mailto:${siteConfig.contactEmail}`} className={`break-all ${LINK}`}>
          {siteConfig.contactEmail}
        </a>
      </p>
      {whatsapp ? (
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <MessageCircle aria-hidden="true" className="size-5 text-whatsapp" />
          {words.whatsapp}{" "}
          <a href={whatsapp.href} target="_blank" rel="noopener noreferrer" className={LINK}>
            {words.whatsappLink}
            <span className="sr-only"> {briefContent.ready.newTabNote}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Astro hands a React component its named slots as props, which `astro check` cannot see from the
 * page's markup (it sees children): optional for the checker, always given by obrigado.astro.
 */
interface ThanksPageProps {
  /**
   * The Terms' published versions with the purchases each covers, newest first
   * (terms-versions.ts's versionPeriods): hers is the one in force on her purchase's day.
   */
  termsVersions: readonly { readonly version: string; readonly until: string | null }[];
  /** The brief form island (Astro's named slot `form`). */
  form?: ReactNode;
  /** The print button island (named slot `print`). */
  print?: ReactNode;
}

/** /obrigado: the checkout's thank-you page. Not indexed; the buyer's next step. */
export function ThanksPage({ termsVersions, form, print }: ThanksPageProps) {
  return (
    <main id={SECTION_IDS.main} tabIndex={-1} className="pt-24 pb-20 outline-none sm:pt-32">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <DocumentTitle
          icon={CheckCircle2}
          eyebrow={thanksContent.eyebrow}
          heading={thanksContent.heading}
        />
        <p className="mt-4 text-lg">{thanksContent.lead}</p>
        {thanksContent.boleto && <p className="mt-3 text-ink-soft">{thanksContent.boleto}</p>}

        <section aria-labelledby="proximos-passos" className="mt-10 rounded-3xl bg-sand p-6 sm:p-8">
          <h2 id="proximos-passos" className="text-2xl font-bold text-night">
            {thanksContent.nextTitle}
          </h2>
          <ol className="mt-5 space-y-4">
            {thanksContent.steps.map((step, index) => (
              <li key={step.id} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-burgundy font-bold text-cream"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-sans text-base font-bold text-night">{step.title}</h3>
                  <p className="text-ink-soft">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-5 border-t border-ink/10 pt-4 text-sm text-ink-soft">
            {thanksContent.deadline}
          </p>
        </section>

        <section aria-labelledby="informacoes-da-musica" className="mt-14 print:hidden">
          <h2 id="informacoes-da-musica" className="text-3xl font-bold text-night">
            {briefContent.title}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{briefContent.lead}</p>
          <div className="mt-6 noscript:hidden">{form}</div>
          <div className="scripted:hidden">
            <InstructionsWithoutScript />
          </div>
        </section>

        <section aria-labelledby="guarde-o-contrato" className="mt-16">
          <h2 id="guarde-o-contrato" className="text-3xl font-bold text-night">
            {thanksContent.contract.title}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{thanksContent.contract.lead}</p>
          <p className="mt-3 text-ink-soft">{thanksContent.contract.versions}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-ink-soft marker:text-burgundy">
            {termsVersions.map(({ version, until }) => (
              <li key={version}>
                {thanksContent.contract.period(
                  brazilianFromIso(version),
                  until === null ? null : brazilianFromIso(until),
                )}
                :{" "}
                <a href={termsVersionPath(version)} className={`break-all ${LINK}`}>
                  {absoluteUrl(siteConfig.siteUrl, termsVersionPath(version))}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
            <a
              href={ROUTES.terms}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-night px-6 py-3 font-semibold text-cream transition-colors hover:bg-night-3"
            >
              <ExternalLink aria-hidden="true" className="size-5" />
              {thanksContent.contract.terms}
              <span className="sr-only"> {briefContent.ready.newTabNote}</span>
            </a>
            {print}
          </div>
          <ContractSummary />
        </section>
      </div>
    </main>
  );
}
