import { Mail, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { siteConfig } from "../../config/site";
import { footerContent, paymentMethods } from "../../content/footer";
import { sellerIdentification } from "../../content/legal-wording";
import { BrandMark } from "./brand-mark";
import { siInstagram, siWhatsapp, type SimpleIcon } from "simple-icons";
import { contactChannels } from "../../content/sales";
import { BrandIcon } from "../ui/brand-icon";
import { EmailAddress } from "../ui/email-address";
import { CONSENT_PARTS } from "../../features/analytics/consent-parts";

function FooterHeading({
  id,
  className = "",
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      className={`font-sans text-sm font-semibold tracking-widest text-gold-light uppercase ${className}`}
    >
      {children}
    </h2>
  );
}

/** WhatsApp and Instagram, where configured, beside the e-mail. */
interface SocialLink {
  readonly href: string;
  readonly label: string;
  readonly icon: SimpleIcon;
}

const socialLinks = [
  contactChannels.whatsapp && {
    href: contactChannels.whatsapp.href,
    label: contactChannels.whatsapp.footerLabel,
    icon: siWhatsapp,
  },
  contactChannels.instagram && {
    href: contactChannels.instagram.href,
    label: contactChannels.instagram.label,
    icon: siInstagram,
  },
].filter((link): link is SocialLink => Boolean(link));

interface SiteFooterProps {
  /**
   * The payment methods' logos: on every page but the licence certificate's, whose readers check
   * a licence rather than buy, and where the seven files would be fetched beside its checking
   * script (docs/decisions/0017-licence-certificate.md).
   */
  payments?: boolean;
}

export function SiteFooter({ payments = true }: SiteFooterProps) {
  const seller = sellerIdentification(siteConfig);
  const hasSeller = seller.legalName || seller.taxId || seller.address;
  return (
    // With the floating WhatsApp button, room below the last line so it never sits on text.
    <footer
      className={`layout-after-paint bg-night text-cream ${contactChannels.whatsapp ? "pb-20 sm:pb-24" : ""}`}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2.5 text-gold">
            <BrandMark className="size-7" />
            <span className="font-display text-xl font-bold text-cream">{siteConfig.siteName}</span>
          </p>
          <p className="mt-4 text-cream/80">{footerContent.tagline}</p>
          <FooterHeading className="mt-6">{footerContent.contactTitle}</FooterHeading>
          <p className="mt-2 text-cream/80">
            {`${footerContent.contactLead} `}
            <a
              href={`mailto:${siteConfig.contactEmail}`}
              className="inline-flex items-center gap-1.5 font-semibold text-gold-light underline underline-offset-4 hover:text-gold"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 break-words">
                <EmailAddress address={siteConfig.contactEmail} />
              </span>
            </a>
          </p>
          {socialLinks.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-6 items-center gap-2 font-semibold text-gold-light underline underline-offset-4 hover:text-gold"
                  >
                    <BrandIcon icon={link.icon} className="size-4 shrink-0" />
                    {link.label}
                    <span className="sr-only"> {footerContent.newTabNote}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="rodape-links">
          <FooterHeading id="rodape-links">{footerContent.linksTitle}</FooterHeading>
          <ul className="mt-4 space-y-1">
            {footerContent.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  {...("opensConsent" in link ? { [CONSENT_PARTS.open]: "" } : {})}
                  className="inline-flex min-h-10 items-center text-cream/85 hover:text-gold-light"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5" />
            {footerContent.secureTitle}
          </FooterHeading>
          <p className="mt-3 text-cream/80">{footerContent.secureText}</p>
          {payments ? (
            <>
              <FooterHeading className="mt-6">{footerContent.paymentsTitle}</FooterHeading>
              {paymentMethods.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {paymentMethods.map((method) => (
                    <li key={method.id}>
                      <img
                        src={method.logo}
                        alt={method.name}
                        title={method.name}
                        width={48}
                        height={32}
                        loading="lazy"
                        decoding="async"
                        className="h-8 w-12 rounded"
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-cream/85">{footerContent.paymentsOnPaymentPage}</p>
              )}
            </>
          ) : null}
        </div>
      </div>
      <div className="border-t border-cream/10">
        <div className="mx-auto max-w-6xl space-y-1 px-5 py-6 text-sm text-cream/70 sm:px-8">
          {hasSeller ? (
            <p>
              {[
                seller.legalName,
                seller.taxId ? `${seller.taxId.label} ${seller.taxId.number}` : null,
                seller.address,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          ) : footerContent.demoSeller ? (
            <p>{footerContent.demoSeller}</p>
          ) : null}
          <p>{footerContent.rights(__BUILD_YEAR__, siteConfig.siteName)}</p>
        </div>
      </div>
    </footer>
  );
}
