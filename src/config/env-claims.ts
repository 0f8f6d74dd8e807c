/**
 * The advertising claims the specification puts on the page, and what backs them: "10x mais
 * engajamento" and the "Mais Popular" badge. A claim needs a source the seller holds (CDC
 * art. 36, sole paragraph) and must not read as a promised result (CDC arts. 30 and 37): the
 * page shows each claim beside its basis, and a launch build refuses one without it
 * (launch-gate.ts).
 */
import { z } from "astro/zod";
import type { RawEnv } from "./env-common.ts";
import { matching, optional, parseEnv, refuser } from "./env-rules.ts";

/**
 * What makes a source of "10x mais engajamento": what was measured ("curtidas e comentários por
 * vídeo"), against what, on whom and over which period. Each part is one phrase the owner
 * writes, with what it asks for; the page joins them.
 */
export const ENGAGEMENT_SOURCE_VARIABLES = {
  metric: ["VITE_ENGAGEMENT_CLAIM_METRIC", "what was measured"],
  comparedWith: ["VITE_ENGAGEMENT_CLAIM_COMPARED_WITH", "what it was compared with"],
  period: ["VITE_ENGAGEMENT_CLAIM_PERIOD", "the period"],
  sample: ["VITE_ENGAGEMENT_CLAIM_SAMPLE", "on whom (the sample)"],
} as const;

/** A phrase shown on the page: plain words, no markup or placeholders. */
const phrase = (what: string) =>
  optional(matching(/^[^<>{}\n]{3,160}$/, `${what}, in 3 to 160 characters, without < > { }`));

const source = ENGAGEMENT_SOURCE_VARIABLES;
export const claimsFields = {
  [source.metric[0]]: phrase(source.metric[1]),
  [source.comparedWith[0]]: phrase(source.comparedWith[1]),
  [source.period[0]]: phrase(source.period[1]),
  [source.sample[0]]: phrase(source.sample[1]),
  VITE_POPULAR_PLAN_BASIS: phrase(
    'what "Mais Popular" rests on, such as "o pacote mais vendido de janeiro a junho de 2026"',
  ),
  // Replaced by the four parts above: refused, with what replaces it.
  VITE_ENGAGEMENT_CLAIM_SOURCE: optional(z.string()),
};

type ClaimsFields = Readonly<Record<string, unknown>>;

/** The claims' settings from the schema's fields. */
export function claimsConfig(raw: ClaimsFields, refuse: ReturnType<typeof refuser>) {
  const text = (name: string) => (raw[name] ?? null) as string | null;
  const old = text("VITE_ENGAGEMENT_CLAIM_SOURCE");
  if (old !== null) {
    const parts = Object.values(source).map(([name]) => name);
    refuse(
      "VITE_ENGAGEMENT_CLAIM_SOURCE",
      old,
      `it to be empty: a source is now said in four parts, ${parts.join(", ")} (see .env.example)`,
    );
  }
  const part = (key: keyof typeof source) => text(source[key][0]);
  const [metric, comparedWith, period, sample] = (
    ["metric", "comparedWith", "period", "sample"] as const
  ).map(part);
  return {
    /** Null until every part is set; a launch refuses that. */
    engagementSource:
      metric && comparedWith && period && sample ? { metric, comparedWith, period, sample } : null,
    /** What "Mais Popular" rests on ("o pacote mais vendido de janeiro a junho de 2026"). */
    popularPlanBasis: text("VITE_POPULAR_PLAN_BASIS"),
  };
}

export type ClaimsConfig = ReturnType<typeof claimsConfig>;
export type EngagementClaimSource = NonNullable<ClaimsConfig["engagementSource"]>;

const claimsSchema = z
  .object(claimsFields)
  .transform((raw, ctx) => claimsConfig(raw, refuser(ctx)));

/** Reads and validates the claims' settings; throws `SiteEnvError` naming the bad variable. */
export const parseClaimsEnv = (raw: RawEnv): ClaimsConfig => parseEnv(claimsSchema, raw);

/** "Fonte: curtidas e comentários por vídeo, comparados com …; 40 clientes, de janeiro a junho de 2026." */
export function engagementSourceText(claim: EngagementClaimSource): string {
  return `Fonte: ${claim.metric}, em comparação com ${claim.comparedWith}; ${claim.sample}, ${claim.period}.`;
}
