import { Menu, X } from "lucide-react";
import { siteConfig } from "../../config/site";
import { ROUTES } from "../../config/routes";
import { headerContent, SECTION_IDS } from "../../content/navigation";
import { BrandMark } from "./brand-mark";

/** Longer names than this get a smaller type on phones and beside the tablet navigation. */
const LONG_NAME = siteConfig.siteName.length > 14;

/** The mobile menu's id, which its button controls. */
const MENU_ID = "menu-principal";

export interface SiteHeaderProps {
  /** On the landing page links point at its sections; elsewhere they lead back to it. */
  variant?: "landing" | "document";
  /** false on a page of an order already paid (/pedido): no "Comprar Agora" there. */
  cta?: boolean;
}

/**
 * Static HTML on every page, never hydrated: the mobile menu's disclosure behaviour comes from
 * `startHeaderMenu` (lib/disclosure), a few lines of DOM code, so no page loads React for it.
 */
export function SiteHeader({ variant = "landing", cta = true }: SiteHeaderProps) {
  const prefix = variant === "landing" ? "" : ROUTES.home;
  const linkClass = "rounded-md px-3 py-2 text-cream/90 transition-colors hover:text-gold-light";

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-gold/15 bg-night">
      <a
        href={`#${SECTION_IDS.main}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-gold focus:px-4 focus:py-2 focus:font-semibold focus:text-night"
      >
        {headerContent.skipLink}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-8 lg:h-20">
        <a
          href={ROUTES.home}
          aria-label={headerContent.homeLabel(siteConfig.siteName)}
          className="flex min-w-0 items-center gap-2.5 rounded-md text-gold"
        >
          <BrandMark className="size-7 shrink-0 sm:size-8" />
          {/* A long brand name wraps, smaller, instead of pushing the buttons off a phone. */}
          <span
            className={`line-clamp-3 font-display leading-tight font-bold tracking-wide text-cream ${
              LONG_NAME ? "text-sm min-[400px]:text-base lg:text-xl" : "text-lg sm:text-xl"
            }`}
          >
            {siteConfig.siteName}
          </span>
        </a>

        <nav
          aria-label={headerContent.navLabel}
          className="hidden shrink-0 items-center gap-2 md:flex"
        >
          {headerContent.links.map((link) => (
            <a key={link.href} href={`${prefix}${link.href}`} className={linkClass}>
              {link.label}
            </a>
          ))}
          {cta && (
            <a
              href={`${prefix}${headerContent.cta.href}`}
              className="ml-3 inline-flex min-h-11 items-center rounded-full bg-gold px-5 font-semibold text-night transition-colors hover:bg-gold-light"
            >
              {headerContent.cta.label}
            </a>
          )}
        </nav>

        <div className="flex shrink-0 items-center gap-1 md:hidden">
          {cta && (
            <a
              href={`${prefix}${headerContent.cta.href}`}
              className="inline-flex min-h-11 items-center rounded-full bg-gold px-4 text-sm font-semibold whitespace-nowrap text-night"
            >
              {headerContent.cta.label}
            </a>
          )}
          {/* Invisible, but holding its place, until the script marks it ready: no layout shift. */}
          <button
            type="button"
            data-menu-button=""
            aria-expanded="false"
            aria-controls={MENU_ID}
            aria-label={headerContent.menuOpenLabel}
            data-label-open={headerContent.menuOpenLabel}
            data-label-close={headerContent.menuCloseLabel}
            className="group invisible inline-flex size-11 items-center justify-center rounded-full text-cream hover:text-gold-light data-ready:visible"
          >
            <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden group-aria-expanded:block" />
          </button>
        </div>
      </div>

      <nav
        id={MENU_ID}
        aria-label={headerContent.menuLabel}
        hidden
        className="border-t border-gold/15 bg-night md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-5 py-3">
          {headerContent.links.map((link) => (
            <li key={link.href}>
              <a
                href={`${prefix}${link.href}`}
                className="flex min-h-12 items-center border-b border-cream/10 text-lg text-cream hover:text-gold-light"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
