import type { ConsentCategory } from "./providers";
import {
  categoryDescription,
  consentContent as words,
  consentSentence,
  transferSentence,
  type ConsentTransfer,
} from "../../content/consent";
import { CONSENT_CATEGORY_INPUT, CONSENT_PARTS } from "./consent-parts";

/** "Aceitar" and "Recusar" look the same (consent-banner.css): neither is the easier answer. */
const ANSWER = "consent-button consent-answer";
const MORE = "consent-button consent-more";

/**
 * The choice about the tags that need consent, prerendered hidden and shown by the page script
 * (nothing runs without JavaScript, so nothing needs asking). Fixed to the bottom of the screen
 * and not modal: the page can be read and scrolled while it is open, with room left below the
 * footer so that nothing stays under it. First in the document, so it is the first Tab stop.
 */
export function ConsentBanner({
  categories,
  transfers = [],
}: {
  categories: readonly ConsentCategory[];
  /** The tags whose transfer abroad rests on this consent: said apart, in bold (art. 33, VIII). */
  transfers?: readonly ConsentTransfer[];
}) {
  const abroad = transferSentence(transfers);
  return (
    <>
      <section
        {...{ [CONSENT_PARTS.banner]: "" }}
        hidden
        aria-labelledby="cookies-titulo"
        className="consent-banner"
      >
        <div className="consent-body">
          <h2 id="cookies-titulo" tabIndex={-1} className="consent-title">
            {words.title}
          </h2>
          {/* The link on a line of its own: two short blocks of text, each smaller than any
              page's first paragraph, so that the banner is never the page's largest paint. */}
          <p className="consent-text">{consentSentence(categories)}</p>
          {abroad && (
            <p className="consent-text">
              <strong>{abroad}</strong>
            </p>
          )}
          <p className="consent-text">
            <a href={words.policyLink.href} className="consent-link">
              {words.policyLink.label}
            </a>
          </p>
          <fieldset {...{ [CONSENT_PARTS.options]: "" }} hidden className="consent-options">
            <legend className="consent-legend">{words.categoriesLegend}</legend>
            <ul>
              {categories.map((category) => (
                <li key={category} className="consent-category">
                  <input
                    type="checkbox"
                    id={`consentimento-${category}`}
                    name={CONSENT_CATEGORY_INPUT}
                    value={category}
                  />
                  <label htmlFor={`consentimento-${category}`}>
                    <strong>{words.categories[category].label}</strong>
                    <span>{categoryDescription(category, transfers)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="consent-actions">
            <button type="button" {...{ [CONSENT_PARTS.reject]: "" }} className={ANSWER}>
              {words.reject}
            </button>
            <button type="button" {...{ [CONSENT_PARTS.accept]: "" }} className={ANSWER}>
              {words.accept}
            </button>
            <button
              type="button"
              {...{ [CONSENT_PARTS.customize]: "" }}
              aria-expanded="false"
              className={MORE}
            >
              {words.customize}
            </button>
            <button type="button" {...{ [CONSENT_PARTS.save]: "" }} hidden className={MORE}>
              {words.save}
            </button>
          </div>
        </div>
      </section>
      <p {...{ [CONSENT_PARTS.status]: "" }} role="status" className="sr-only" />
    </>
  );
}
