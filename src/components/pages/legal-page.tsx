import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { RichText } from "../ui/rich-text";
import { ROUTES, privacyVersionPath, termsVersionPath } from "../../config/routes";
import type { LegalDocument } from "../../content/legal";
import { SECTION_IDS } from "../../content/navigation";
import { legalPageContent } from "../../content/pages";
import { LEGAL_KINDS, type LegalKind } from "../../content/terms-versions";
import { brazilianFromIso } from "../../lib/br/date";

const LINK = "font-semibold text-burgundy underline underline-offset-4";

/** Each document's undated address and the address of one of its versions. */
const ADDRESSES: Record<LegalKind, { current: string; version: (date: string) => string }> = {
  terms: { current: ROUTES.terms, version: termsVersionPath },
  privacy: { current: ROUTES.privacy, version: privacyVersionPath },
};

/** Which version of a document a page shows, and the others published (aaaa-mm-dd each). */
export interface ShownVersion {
  readonly kind: LegalKind;
  readonly shown: string;
  /** Shown at its own dated address, rather than at the document's undated one. */
  readonly dated: boolean;
  readonly current: string;
  /** Every published version, newest first. */
  readonly all: readonly string[];
  /** On a version of the Terms: the policy's version in force on its date, if one was published. */
  readonly policy?: string | null;
}

const words = legalPageContent.versions;

/** The version's date, or the older version's notice, and the list of versions published. */
function VersionLine({ version }: { version: ShownVersion }) {
  const isCurrent = version.shown === version.current;
  const date = brazilianFromIso(version.shown);
  const address = ADDRESSES[version.kind];
  return (
    <>
      {isCurrent ? (
        <p className="mt-3 text-ink-soft">
          {words.inForce} <time dateTime={version.shown}>{date}</time>.
        </p>
      ) : (
        <div role="note" className="mt-5 rounded-2xl border-l-4 border-burgundy bg-sand px-5 py-4">
          <p className="font-semibold text-night">
            {words.replaced(LEGAL_KINDS[version.kind].of, date, brazilianFromIso(version.current))}
          </p>
          <p className="mt-2">
            <a href={address.current} className={LINK}>
              {words.currentLink}
            </a>
          </p>
        </div>
      )}
      <p className="mt-3 text-sm text-ink-soft">
        {words.listLabel}{" "}
        {version.all.map((item, index) => (
          <span key={item}>
            {index > 0 ? " · " : null}
            {item === version.shown && version.dated ? (
              <span aria-current="page">{brazilianFromIso(item)}</span>
            ) : (
              <a href={address.version(item)} className={LINK}>
                {brazilianFromIso(item)}
              </a>
            )}
            {item === version.current ? ` (${words.current})` : null}
          </span>
        ))}
      </p>
      {version.policy ? (
        <p className="mt-1 text-sm text-ink-soft">
          {words.policyLabel}{" "}
          <a href={privacyVersionPath(version.policy)} className={LINK}>
            {words.policyVersion(brazilianFromIso(version.policy))}
          </a>
        </p>
      ) : null}
    </>
  );
}

export function LegalPage({
  document,
  version,
}: {
  document: LegalDocument;
  /** The version shown, with the others published. */
  version: ShownVersion;
}) {
  // A version of the Terms links the policy of its own date wherever its text says {privacy}.
  const hrefs = version.policy ? { privacy: privacyVersionPath(version.policy) } : undefined;
  const fill = (text: string): ReactNode => (
    <RichText text={text} linkClassName={LINK} hrefs={hrefs} />
  );
  return (
    <main id={SECTION_IDS.main} tabIndex={-1} className="pt-24 pb-20 outline-none sm:pt-32">
      <article className="mx-auto max-w-3xl px-5 sm:px-8">
        <a
          href={ROUTES.home}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-burgundy hover:text-burgundy-dark"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {legalPageContent.backLink}
        </a>
        <h1 className="mt-6 text-4xl font-bold text-night sm:text-5xl">{document.title}</h1>
        <VersionLine version={version} />
        <p className="mt-8 text-lg">{fill(document.intro)}</p>

        <nav aria-labelledby="indice" className="mt-10 rounded-2xl bg-sand p-6">
          <h2
            id="indice"
            className="font-sans text-sm font-semibold tracking-widest text-burgundy uppercase"
          >
            {legalPageContent.tocLabel}
          </h2>
          <ol className="mt-3 space-y-1.5">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-night underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {document.sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="mt-12 layout-after-paint"
          >
            <h2 id={section.id} className="text-2xl font-bold text-night">
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed">
              {section.blocks.map((block, index) =>
                block.type === "paragraph" ? (
                  <p key={index}>{fill(block.text)}</p>
                ) : (
                  <ul key={index} className="list-disc space-y-2 pl-6 marker:text-burgundy">
                    {block.items.map((item) => (
                      <li key={item}>{fill(item)}</li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        ))}
      </article>
    </main>
  );
}
