import { Fragment } from "react";
import { siteConfig } from "../../config/site";
import { inlineLinks, type InlineLinkToken } from "../../content/inline-links";
import { splitRichText } from "../../lib/rich-text/split-rich-text";
import { EmailAddress } from "./email-address";

const isInlineLink = (name: string): name is InlineLinkToken => Object.hasOwn(inlineLinks, name);

/**
 * A content string with its `{tokens}` and e-mail addresses turned into links: `{email}` is the
 * configured contact address, `{siteName}` the brand, the others come from `inlineLinks`, each
 * to the address in `hrefs` where one is given (a dated Terms page's own policy version).
 */
export function RichText({
  text,
  linkClassName,
  hrefs,
}: {
  text: string;
  linkClassName: string;
  hrefs?: Partial<Record<InlineLinkToken, string>>;
}) {
  return splitRichText(text).map((segment, index) => {
    if (segment.type === "text") return <Fragment key={index}>{segment.text}</Fragment>;
    if (segment.type === "link") {
      return (
        <a key={index} href={segment.href} className={linkClassName}>
          {segment.label}
        </a>
      );
    }
    if (segment.type === "email" || segment.name === "email") {
      const address = segment.type === "email" ? segment.address : siteConfig.contactEmail;
      return (
        <a key={index} href={`mailto:${address}`} className={`break-words ${linkClassName}`}>
          <EmailAddress address={address} />
        </a>
      );
    }
    if (segment.name === "siteName") return <Fragment key={index}>{siteConfig.siteName}</Fragment>;
    const link = isInlineLink(segment.name) ? inlineLinks[segment.name] : undefined;
    if (link) {
      return (
        <a
          key={index}
          href={isInlineLink(segment.name) ? (hrefs?.[segment.name] ?? link.href) : link.href}
          className={linkClassName}
        >
          {link.label}
        </a>
      );
    }
    // An unknown token stays visible, and content.test.ts fails on it.
    return <Fragment key={index}>{`{${segment.name}}`}</Fragment>;
  });
}
