import { Fragment } from "react";
import { siteConfig } from "../../config/site";
import { inlineLinks, type InlineLinkToken } from "../../content/inline-links";
import { splitRichText } from "../../lib/rich-text/split-rich-text";

const isInlineLink = (name: string): name is InlineLinkToken => Object.hasOwn(inlineLinks, name);

/**
 * A content string with its `{tokens}` and e-mail addresses turned into links: `{email}` is the
 * configured contact address, `{siteName}` the brand, the others come from `inlineLinks`.
 */
export function RichText({ text, linkClassName }: { text: string; linkClassName: string }) {
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
          {address}
        </a>
      );
    }
    if (segment.name === "siteName") return <Fragment key={index}>{siteConfig.siteName}</Fragment>;
    const link = isInlineLink(segment.name) ? inlineLinks[segment.name] : undefined;
    if (link) {
      return (
        <a key={index} href={link.href} className={linkClassName}>
          {link.label}
        </a>
      );
    }
    // An unknown token stays visible, and content.test.ts fails on it.
    return <Fragment key={index}>{`{${segment.name}}`}</Fragment>;
  });
}
