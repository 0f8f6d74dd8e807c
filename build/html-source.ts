/**
 * Edits an HTML document at the places parse5 finds, with magic-string: the plugins change the
 * elements they mean to, and every other byte stays as it was (no regular expressions over HTML).
 */
import MagicString from "magic-string";
import { parse, type DefaultTreeAdapterTypes, type Token } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** An element as parse5 found it in the source, with its location there. */
export interface LocatedElement {
  readonly element: Element;
  readonly location: Token.ElementLocation;
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** A test for `HtmlSource.only`: a `tagName` element with these attribute values. */
export const hasAttributes =
  (tagName: string, values: Record<string, string>) =>
  (element: Element): boolean =>
    element.tagName === tagName &&
    Object.entries(values).every(([name, value]) => attribute(element, name) === value);

function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elements("content" in child ? child.content : child);
  }
}

export class HtmlSource {
  readonly edits: MagicString;
  readonly #document: DefaultTreeAdapterTypes.Document;

  constructor(
    html: string,
    private readonly file = "index.html",
  ) {
    this.edits = new MagicString(html);
    this.#document = parse(html, { sourceCodeLocationInfo: true });
  }

  /** Every element the test accepts that is written in the source, in document order. */
  findAll(test: (element: Element) => boolean): LocatedElement[] {
    return [...elements(this.#document)].flatMap((element) => {
      const location = element.sourceCodeLocation;
      return test(element) && location ? [{ element, location }] : [];
    });
  }

  /** The one element the test accepts; none or several is an error naming `what`. */
  only(what: string, test: (element: Element) => boolean): LocatedElement {
    const found = this.findAll(test);
    if (found.length !== 1 || !found[0]) {
      throw new Error(`${this.file}: expected one ${what}, found ${found.length}`);
    }
    return found[0];
  }

  /** Replaces an element, tags and content, with other markup. */
  replace({ location }: LocatedElement, markup: string): void {
    this.edits.overwrite(location.startOffset, location.endOffset, markup);
  }

  /** Replaces an element's content; an element without an end tag is an error. */
  replaceContent({ element, location }: LocatedElement, markup: string): void {
    const { startTag, endTag } = location;
    if (!startTag || !endTag) throw new Error(`${this.file}: <${element.tagName}> is not closed`);
    if (startTag.endOffset === endTag.startOffset)
      this.edits.appendLeft(startTag.endOffset, markup);
    else this.edits.overwrite(startTag.endOffset, endTag.startOffset, markup);
  }

  /** Inserts markup just inside an element, before its first child or after its last. */
  insertInside({ element, location }: LocatedElement, where: "start" | "end", markup: string) {
    const tag = where === "start" ? location.startTag : location.endTag;
    if (!tag) throw new Error(`${this.file}: <${element.tagName}> is not closed`);
    if (where === "start") this.edits.appendRight(tag.endOffset, markup);
    else this.edits.appendLeft(tag.startOffset, markup);
  }

  /** Inserts markup right after an element. */
  insertAfter({ location }: LocatedElement, markup: string): void {
    this.edits.appendLeft(location.endOffset, markup);
  }

  /** Sets an attribute written in the element's start tag (an absent one is an error). */
  setAttribute({ element, location }: LocatedElement, name: string, value: string): void {
    const place = location.attrs?.[name];
    if (!place) throw new Error(`${this.file}: <${element.tagName}> has no ${name} attribute`);
    this.edits.overwrite(place.startOffset, place.endOffset, `${name}="${escapeAttribute(value)}"`);
  }

  toString(): string {
    return this.edits.toString();
  }
}

/** Escapes text for a double-quoted attribute value or for element content. */
export const escapeAttribute = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);
