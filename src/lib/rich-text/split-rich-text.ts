/**
 * Content strings may carry `{token}` placeholders (a link, the contact e-mail, the site name)
 * and plain e-mail addresses; this splits one into the pieces a renderer turns into nodes. A
 * recorded version of the Terms carries its links written in, as `[label](address)`
 * (content/terms-versions.ts): an address of this site (`/…`) or an https one, nothing else.
 */
export type RichSegment =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "token"; readonly name: string }
  | { readonly type: "email"; readonly address: string }
  | { readonly type: "link"; readonly label: string; readonly href: string };

const PIECES =
  /\[([^\]\n]+)\]\(((?:https:\/\/|\/)[^\s()]*)\)|\{(\w+)\}|([^\s@<>()"',;:{}[\]]+@[^\s@<>()"',;:{}[\]]+\.[a-z]{2,})/gi;

/** A link written into a text, as `splitRichText` reads it back. */
export const writtenLink = (label: string, href: string): string => `[${label}](${href})`;

export function splitRichText(text: string): RichSegment[] {
  const segments: RichSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PIECES)) {
    if (match.index > last) segments.push({ type: "text", text: text.slice(last, match.index) });
    const [whole, label, href, token, address] = match;
    if (label !== undefined && href !== undefined) segments.push({ type: "link", label, href });
    else if (token !== undefined) segments.push({ type: "token", name: token });
    else if (address !== undefined) segments.push({ type: "email", address });
    last = match.index + whole.length;
  }
  if (last < text.length) segments.push({ type: "text", text: text.slice(last) });
  return segments;
}

/** The `{token}` names a text uses, to check that every one of them is known. */
export function tokensOf(text: string): string[] {
  return splitRichText(text).flatMap((segment) => (segment.type === "token" ? [segment.name] : []));
}
