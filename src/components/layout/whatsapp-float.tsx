import { siWhatsapp } from "simple-icons";
import { contactChannels } from "../../content/sales";
import { BrandIcon } from "../ui/brand-icon";

/**
 * The landing page's floating WhatsApp link, when a number is configured. Prerendered hidden:
 * the script shows it and moves it aside while a buy button, the player or the open menu is
 * under it (lib/floating/keep-clear.ts); without JavaScript the footer's link remains.
 */
export function WhatsappFloat() {
  const whatsapp = contactChannels.whatsapp;
  if (!whatsapp) return null;
  return (
    // A labelled landmark: every piece of the page belongs to one.
    <aside aria-label={whatsapp.regionLabel}>
      <a
        href={whatsapp.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={whatsapp.floatingLabel}
        data-floating-contact=""
        hidden
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-card ring-2 ring-white/80 transition-opacity hover:bg-whatsapp-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold data-obscured:invisible data-obscured:opacity-0 motion-reduce:transition-none sm:right-6 sm:bottom-6"
      >
        <BrandIcon icon={siWhatsapp} className="size-7" />
      </a>
    </aside>
  );
}
