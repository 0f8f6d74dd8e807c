/**
 * The brand in a sentence, with the article its owner gives it (VITE_SITE_NAME_ARTICLE):
 * "a Raqs Music", "da Raqs Music", "à Raqs Music"; "o Estúdio Layla", "do Estúdio Layla",
 * "ao Estúdio Layla". Portuguese contracts the article with the preposition, so the copy never
 * writes "da {siteName}": it takes the form from here.
 */
import type { BrandArticle, SiteConfig } from "../config/env-schema";

export interface BrandWords {
  readonly name: string;
  /** "a Raqs Music" / "o Estúdio Layla" */
  readonly the: string;
  /** "A Raqs Music" / "O Estúdio Layla", at the start of a sentence. */
  readonly The: string;
  /** "da …" / "do …" */
  readonly of: string;
  /** "à …" / "ao …" */
  readonly to: string;
  /** "pela …" / "pelo …" */
  readonly by: string;
  /** "na …" / "no …" */
  readonly in: string;
}

const FORMS: Record<BrandArticle, Omit<BrandWords, "name" | "The">> = {
  a: { the: "a", of: "da", to: "à", by: "pela", in: "na" },
  o: { the: "o", of: "do", to: "ao", by: "pelo", in: "no" },
};

export function brandWordsFor(name: string, article: BrandArticle): BrandWords {
  const forms = FORMS[article];
  return {
    name,
    the: `${forms.the} ${name}`,
    The: `${forms.the.toUpperCase()} ${name}`,
    of: `${forms.of} ${name}`,
    to: `${forms.to} ${name}`,
    by: `${forms.by} ${name}`,
    in: `${forms.in} ${name}`,
  };
}

export function brandWords(config: Pick<SiteConfig, "siteName" | "siteNameArticle">): BrandWords {
  return brandWordsFor(config.siteName, config.siteNameArticle);
}
