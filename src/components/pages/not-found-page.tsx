import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "../ui/button-link";
import { ROUTES } from "../../config/routes";
import { SECTION_IDS } from "../../content/navigation";
import { notFoundContent } from "../../content/pages";

/**
 * Where the page script's `reportNotFound` puts the address the visitor tried. Written here and
 * there rather than shared: the message's copy stays in the HTML, out of the page script.
 * report-not-found.test.tsx holds the two together.
 */
const PATH_SLOT = "{path}";

export function NotFoundPage() {
  return (
    <main
      id={SECTION_IDS.main}
      data-not-found={notFoundContent.consoleMessage(PATH_SLOT)}
      tabIndex={-1}
      className="star-texture flex min-h-[80vh] items-center bg-night pt-24 pb-16 text-cream outline-none"
    >
      <div className="mx-auto max-w-xl px-5 text-center">
        {/* As wide as "404" in the heading font and written from its left edge, so that the
            narrower fallback shown until the font arrives leaves it where it will stay. */}
        <p className="mx-auto w-[1.7em] text-left font-display text-8xl font-bold text-gold sm:text-9xl">
          {notFoundContent.code}
        </p>
        {/* The specification's English words, said as English by a screen reader. */}
        <h1 lang="en" className="mt-4 text-3xl font-bold sm:text-4xl">
          {notFoundContent.heading}
        </h1>
        <p className="mt-4 text-lg text-cream/85">{notFoundContent.text}</p>
        <ButtonLink href={ROUTES.home} className="mt-8">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {notFoundContent.homeLink}
        </ButtonLink>
      </div>
    </main>
  );
}
