import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { RichText } from "../ui/rich-text";
import { siteConfig } from "../../config/site";
import { ROUTES, termsVersionPath } from "../../config/routes";
import type { LegalDocument } from "../../content/legal";
import { SECTION_IDS } from "../../content/navigation";
import { legalPageContent } from "../../content/pages";
import { brazilianFromIso } from "../../lib/br/date";

const LINK = "font-semibold text-burgundy underline underline-offset-4";

/** `{email}`, `{siteName}`, the inline links and e-mail addresses, filled in from the configuration. */
function fillPlaceholders(text: string): ReactNode {
  return <RichText text={text} linkClassName={LINK} />;
}

/** Which version of the Terms a page shows, and the others published (aaaa-mm-dd each). */
export interface ShownVersion {
  readonly shown: string;
  /** Shown at its own dated address, rather than at /termos-de-uso. */
  readonly dated: boolean;
  readonly current: string;
  /** Every published version, newest first. */
  readonly all: readonly string[];
}

const words = legalPageContent.versions;

/** The version's date, or the older version's notice, and the list of versions published. */
function VersionLine({ version }: { version: ShownVersion }) {
  const isCurrent = version.shown === version.current;
  const date = brazilianFromIso(version.shown);
  return (
    <>
      {isCurrent ? (
        <p className="mt-3 text-ink-soft">
          {words.inForce} <time dateTime={version.shown}>{date}</time>.
        </p>
      ) : (
        <div role="note" className="mt-5 rounded-2xl border-l-4 border-burgundy bg-sand px-5 py-4">
          <p className="font-semibold text-night">
            {words.replaced(date, brazilianFromIso(version.current))}
          </p>
          <p className="mt-2">
            <a href={ROUTES.terms} className={LINK}>
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
              <a href={termsVersionPath(item)} className={LINK}>
                {brazilianFromIso(item)}
              </a>
            )}
            {item === version.current ? ` (${words.current})` : null}
          </span>
        ))}
      </p>
    </>
  );
}

export function LegalPage({
  document,
  version,
}: {
  document: LegalDocument;
  /** The Terms' version shown; the privacy policy has none, only its last update. */
  version?: ShownVersion;
}) {
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
        {version ? (
          <VersionLine version={version} />
        ) : (
          <p className="mt-3 text-ink-soft">
            {legalPageContent.lastUpdated}{" "}
            <time dateTime={siteConfig.termsVersion.iso}>{siteConfig.legalLastUpdated}</time>
          </p>
        )}
        <p className="mt-8 text-lg">{fillPlaceholders(document.intro)}</p>

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
                  <p key={index}>{fillPlaceholders(block.text)}</p>
                ) : (
                  <ul key={index} className="list-disc space-y-2 pl-6 marker:text-burgundy">
                    {block.items.map((item) => (
                      <li key={item}>{fillPlaceholders(item)}</li>
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
