import {
  FileAudio,
  LoaderCircle,
  Printer,
  ShieldAlert,
  ShieldCheck,
  ShieldOff,
  ShieldX,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { DocumentTitle } from "../ui/document-title";
import { StatusPanel } from "../ui/status-panel";
import { RichText } from "../ui/rich-text";
import { siteConfig } from "../../config/site";
import { ROUTES } from "../../config/routes";
import { SECTION_IDS } from "../../content/navigation";
import { termsVersionPath } from "../../config/routes";
import { brazilianFromIso } from "../../lib/br/date";
import { licenceContent as words } from "../../content/licence";
import { sellerIdentification } from "../../content/legal-wording";
import type { VersionedScope } from "../../features/licence/licence-scope";
import { LICENCE_PARTS, type Panel } from "../../features/licence/page-parts";

const LINK = "font-semibold text-burgundy underline underline-offset-4 hover:text-burgundy-dark";

const attribute = (name: string, value = "") => ({ [name]: value });
const slot = (name: string) => attribute(LICENCE_PARTS.field, name);

interface PanelProps {
  /** The verdict it shows; none for the panel shown without scripting. */
  name?: Panel;
  icon: LucideIcon;
  tone: string;
  title: ReactNode;
  children?: ReactNode;
  /** The script shows one panel at a time; "checking" until it has a verdict. */
  hidden?: boolean;
}

/** One verdict: an icon, its title and what it means. */
function VerdictPanel({ name, icon, tone, title, children, hidden = true }: PanelProps) {
  return (
    <StatusPanel
      marker={name ? attribute(LICENCE_PARTS.panel, name) : {}}
      icon={icon}
      tone={`licence-verdict ${tone}`}
      title={title}
      hidden={hidden}
    >
      {children}
    </StatusPanel>
  );
}

const BAD = "border-burgundy bg-white text-burgundy-dark";
const NEUTRAL = "border-night/20 bg-white text-night";

/** A line of the licence's details: its label, and the value the script writes. */
function Detail({
  label,
  name,
  wide = false,
  part,
}: {
  label: string;
  name: string;
  wide?: boolean;
  /** A part the script shows or hides as a whole (the AI facts of a v2 certificate). */
  part?: string;
}) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`} {...(part ? attribute(part) : {})}>
      <dt className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd
        {...slot(name)}
        // A name or title without a space (a long e-mail, say) wraps rather than leaving the page.
        className={`mt-1 text-lg font-semibold text-night ${wide ? "font-mono text-sm break-all" : "wrap-anywhere print:text-base"}`}
      />
    </div>
  );
}

function ScopeList({
  title,
  items,
  mark,
}: {
  title: string;
  items: readonly string[];
  mark: string;
}) {
  return (
    <div>
      <h3 className="font-sans text-base font-bold text-night">{title}</h3>
      <ul className={`mt-2 list-disc space-y-1 pl-5 ${mark}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /licenca: the verdict on the certificate in the address, then, for a valid one only, the
 * licence, what it allows, who grants it, the file check and the print button. Prerendered with
 * nothing of any certificate in it: the page script (features/licence/licence-page.ts) checks the
 * fragment and fills the fields. Without JavaScript, the first panel says checking needs it. At
 * least a screen tall, so that the footer lies below it when the licence appears: where the script
 * comes after the first paint, nothing on the screen moves (CLS).
 */
export function LicencePage({
  scopes,
  termsDate,
}: {
  /** Each published § 9 once, the current Terms' first (licence-scope.ts's versionedScopes). */
  scopes: readonly VersionedScope[];
  /** The current Terms' version, aaaa-mm-dd. */
  termsDate: string;
}) {
  const termsShown = brazilianFromIso(termsDate);
  const seller = sellerIdentification(siteConfig);
  const sellerName = seller.legalName ?? siteConfig.siteName;
  const site = siteConfig.siteUrl.replace(/^https?:\/\//, "");
  return (
    <main
      id={SECTION_IDS.main}
      tabIndex={-1}
      className="min-h-svh pt-24 pb-20 outline-none sm:pt-32 print:min-h-0 print:p-0"
    >
      <div className="mx-auto max-w-3xl px-5 sm:px-8 print:max-w-none print:px-0">
        <DocumentTitle
          icon={ShieldCheck}
          eyebrow={words.eyebrow}
          heading={words.heading}
          printable
        />

        <div role="status" className="mt-8 print:mt-4">
          {/* Shown by CSS without scripting (<noscript> may be skipped where scripts are blocked). */}
          <div className="scripted:hidden">
            <VerdictPanel
              icon={ShieldAlert}
              tone={NEUTRAL}
              title={words.status.withoutScript.title}
              hidden={false}
            >
              <p className="mt-2 text-lg text-ink">{words.status.withoutScript.text}</p>
            </VerdictPanel>
          </div>
          <div className="noscript:hidden">
            <VerdictPanel
              name="checking"
              icon={LoaderCircle}
              tone={NEUTRAL}
              title={words.status.checking}
              hidden={false}
            />
            <VerdictPanel
              name="absent"
              icon={ShieldOff}
              tone={NEUTRAL}
              title={words.status.absent.title}
            >
              <p className="mt-2 text-lg text-ink">{words.status.absent.text}</p>
            </VerdictPanel>
            <VerdictPanel
              name="valid"
              icon={ShieldCheck}
              tone="border-valid bg-white text-valid"
              title={words.status.valid.title}
            >
              <p className="mt-2 text-lg text-ink">{words.status.valid.text(sellerName)}</p>
            </VerdictPanel>
            <VerdictPanel
              name="invalid"
              icon={ShieldX}
              tone={BAD}
              title={words.status.invalid.title}
            >
              <p className="mt-2 text-lg text-ink">{words.status.invalid.text(sellerName)}</p>
              <p className="mt-2 text-ink">
                <RichText text={words.status.invalid.next} linkClassName={LINK} />
              </p>
            </VerdictPanel>
            <VerdictPanel
              name="revoked"
              icon={ShieldX}
              tone={BAD}
              title={
                <>
                  {/* The space outside the date's slot: a space that begins an inline element's
                      text is dropped from the heading's name by some name computations. One text
                      node with the title, so that no "<!-- -->" separates them in the HTML. */}
                  {`${words.status.revoked.title} `}
                  <span {...slot("revoked-date")} />
                </>
              }
            >
              <p {...slot("revoked-text")} className="mt-2 text-lg text-ink" />
            </VerdictPanel>
            <VerdictPanel
              name="unsupported"
              icon={ShieldAlert}
              tone={NEUTRAL}
              title={words.status.unsupported.title}
            >
              <p className="mt-2 text-lg text-ink">{words.status.unsupported.text}</p>
            </VerdictPanel>
            <VerdictPanel name="off" icon={ShieldOff} tone={NEUTRAL} title={words.status.off.title}>
              <p className="mt-2 text-lg text-ink">
                <RichText text={words.status.off.text} linkClassName={LINK} />
              </p>
            </VerdictPanel>
          </div>
        </div>

        <div {...attribute(LICENCE_PARTS.certificate)} hidden>
          <section aria-labelledby="dados-da-licenca" className="mt-10 print:mt-5">
            <h2 id="dados-da-licenca" className="text-2xl font-bold text-night print:text-lg">
              {words.details.title}
            </h2>
            <dl className="mt-4 grid gap-x-8 gap-y-4 rounded-3xl bg-sand p-6 sm:grid-cols-2 sm:p-8 print:mt-2 print:grid-cols-2 print:gap-y-2 print:p-4">
              <Detail label={words.details.licensee} name="licensee" />
              <Detail label={words.details.song} name="song" />
              <Detail label={words.details.length} name="length" />
              <Detail label={words.details.issued} name="issued" />
              <Detail label={words.details.number} name="number" />
              <Detail label={words.details.madeWith} name="made-with" part={LICENCE_PARTS.ai} />
              {/* Its label is the script's: "Entregue em" where the certificate signs the delivery's day. */}
              <Detail label={words.details.created} name="created" part={LICENCE_PARTS.ai} />
              <div>
                <dt className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
                  {words.details.terms}
                </dt>
                <dd className="mt-1 text-lg font-semibold">
                  {/* The current version until the script writes the certificate's own. */}
                  <a {...slot("terms")} href={termsVersionPath(termsDate)} className={LINK}>
                    {words.details.termsVersion(termsShown)}
                  </a>
                </dd>
              </div>
              <Detail label={words.details.fingerprint} name="fingerprint" wide />
            </dl>
            {/* Whom the licence is for, and what a buyer's transferee gets (Terms § 9). */}
            <p className="mt-3 text-ink-soft print:mt-1 print:text-sm">{words.holder.text}</p>
          </section>

          <section aria-labelledby="o-que-a-licenca-permite" className="mt-10 print:mt-5">
            <h2
              id="o-que-a-licenca-permite"
              className="text-2xl font-bold text-night print:text-lg"
            >
              {words.scope.title}
            </h2>
            <p {...slot("scope-source")} className="mt-2 text-ink-soft">
              {words.scope.source(termsShown)}
            </p>
            <p {...attribute(LICENCE_PARTS.otherTerms)} hidden className="mt-2 text-ink-soft">
              <span {...slot("other-terms")} />{" "}
              <a {...slot("other-terms-link")} href={ROUTES.terms} className={LINK}>
                {words.scope.otherVersionLink}
              </a>
            </p>
            {/* The script shows the lists of the certificate's version; the current ones until then. */}
            {scopes.map(({ versions, scope }, index) => (
              <div
                key={versions.join()}
                {...attribute(LICENCE_PARTS.scope, versions.join(" "))}
                hidden={index > 0}
                className="mt-4 grid gap-6 sm:grid-cols-2 print:mt-2 print:grid-cols-2 print:gap-4"
              >
                <ScopeList
                  title={words.scope.allowed}
                  items={scope.allowed}
                  mark="marker:text-valid"
                />
                <ScopeList
                  title={words.scope.notAllowed}
                  items={scope.notAllowed}
                  mark="marker:text-burgundy"
                />
              </div>
            ))}
          </section>

          <section aria-labelledby="quem-concede" className="mt-10 print:mt-3">
            <h2 id="quem-concede" className="text-2xl font-bold text-night print:text-lg">
              {words.seller.title}
            </h2>
            <p className="mt-2 text-lg print:text-base">
              <strong className="text-night">{sellerName}</strong>
              {seller.taxId && (
                <> · {words.seller.taxId(seller.taxId.label, seller.taxId.number)}</>
              )}
              {" · "}
              <a href={siteConfig.siteUrl} className={LINK}>
                {site}
              </a>
            </p>
          </section>

          <section
            aria-labelledby="confira-o-arquivo"
            {...attribute(LICENCE_PARTS.fileDrop)}
            className="licence-drop mt-10 rounded-3xl border-2 border-dashed border-night/25 bg-white p-6 sm:p-8 print:hidden"
          >
            <h2
              id="confira-o-arquivo"
              className="flex items-center gap-3 text-2xl font-bold text-night"
            >
              <FileAudio aria-hidden="true" className="size-7 text-burgundy" />
              {words.file.title}
            </h2>
            <p className="mt-2 text-ink-soft">{words.file.lead}</p>
            <label className="mt-5 inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-full bg-night px-6 py-3 font-semibold text-cream transition-colors hover:bg-night-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-dark">
              <input
                {...attribute(LICENCE_PARTS.fileInput)}
                type="file"
                accept="audio/*"
                className="sr-only"
              />
              {words.file.choose}
            </label>
            <p
              {...attribute(LICENCE_PARTS.fileResult)}
              role="status"
              className="licence-file-result mt-4 text-lg font-semibold empty:hidden"
            />
          </section>

          {/* Printed beside the QR code, its caption under it: with the signature and the key, the
              paper stands alone. */}
          <div className="mt-10 flex flex-col items-start gap-6 print:mt-3 print:grid print:grid-cols-[57mm_1fr] print:gap-x-5 print:gap-y-2">
            <div className="min-w-0 print:col-start-2 print:row-start-1">
              <section aria-labelledby="a-assinatura">
                <h2 id="a-assinatura" className="text-2xl font-bold text-night print:text-lg">
                  {words.signature.title}
                </h2>
                <p className="mt-2 print:text-sm">{words.signature.standsAlone}</p>
                <dl className="mt-4 grid gap-y-3 print:mt-2 print:gap-y-1">
                  <Detail label={words.signature.value} name="signature" wide />
                  <Detail label={words.signature.key} name="public-key" wide />
                  <Detail label={words.signature.keyFingerprint} name="key-fingerprint" wide />
                </dl>
              </section>
            </div>

            <button
              type="button"
              {...attribute(LICENCE_PARTS.print)}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-night/40 bg-white px-6 py-3 font-semibold text-night transition-colors hover:border-night print:hidden"
            >
              <Printer aria-hidden="true" className="size-5" />
              {words.print.button}
            </button>
            <figure className="hidden print:contents">
              <div
                {...attribute(LICENCE_PARTS.qr)}
                className="licence-qr size-36 shrink-0 print:col-start-1 print:row-span-2 print:row-start-1 print:size-[57mm]"
              />
              {/* Printed with a valid certificate only: the script writes its words, with the
                  licence's number and this page's address (out of the first round trip's HTML). */}
              <figcaption
                {...slot("print-check")}
                className="text-sm text-ink print:col-start-2 print:row-start-2"
              >
                {/* Here, so that its classes stay in the page's pruned stylesheet. */}
                <strong className="block text-night" />
              </figcaption>
            </figure>
          </div>
        </div>
      </div>
    </main>
  );
}
