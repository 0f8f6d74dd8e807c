/**
 * The advertising claims the specification puts on the page, and what backs them: "10x mais
 * engajamento" and the "Mais Popular" badge. A claim needs a source the seller holds (CDC
 * art. 36, sole paragraph) and must not read as a promised result (CDC arts. 30 and 37): the
 * page shows each claim beside its basis, and a launch build refuses one without it
 * (launch-gate.ts). Pure functions over the raw `VITE_*` variables, like env-schema.ts.
 */
import { SiteEnvError, type RawEnv } from "./env-common.ts";

/**
 * What makes a source of "10x mais engajamento": what was measured, against what, over which
 * period and on whom. Each part is one phrase the owner writes; the page joins them.
 */
export interface EngagementClaimSource {
  /** "curtidas e comentários por vídeo" */
  readonly metric: string;
  /** "vídeos das mesmas bailarinas com músicas sem o nome delas" */
  readonly comparedWith: string;
  /** "de janeiro a junho de 2026" */
  readonly period: string;
  /** "40 clientes que publicaram vídeos com e sem a música" */
  readonly sample: string;
}

export interface ClaimsConfig {
  /** Null until every part is set; a launch refuses that. */
  readonly engagementSource: EngagementClaimSource | null;
  /** What "Mais Popular" rests on ("o pacote mais vendido de janeiro a junho de 2026"). */
  readonly popularPlanBasis: string | null;
}

/** The variables of the engagement claim's source, each with what it asks for. */
export const ENGAGEMENT_SOURCE_VARIABLES = {
  metric: ["VITE_ENGAGEMENT_CLAIM_METRIC", "what was measured"],
  comparedWith: ["VITE_ENGAGEMENT_CLAIM_COMPARED_WITH", "what it was compared with"],
  period: ["VITE_ENGAGEMENT_CLAIM_PERIOD", "the period"],
  sample: ["VITE_ENGAGEMENT_CLAIM_SAMPLE", "on whom (the sample)"],
} as const satisfies Record<keyof EngagementClaimSource, readonly [string, string]>;

/** Phrases shown on the page: plain words, no markup or placeholders. */
const PHRASE = /^[^<>{}\n]{3,160}$/;

function phrase(raw: RawEnv, name: string, what: string): string | null {
  const value = raw[name];
  if (typeof value !== "string" || value.trim() === "") return null;
  const text = value.trim();
  if (!PHRASE.test(text)) {
    throw new SiteEnvError(name, text, `${what}, in 3 to 160 characters, without < > { }`);
  }
  return text;
}

function engagementSource(raw: RawEnv): EngagementClaimSource | null {
  const old = raw.VITE_ENGAGEMENT_CLAIM_SOURCE;
  if (typeof old === "string" && old.trim() !== "") {
    const parts = Object.values(ENGAGEMENT_SOURCE_VARIABLES)
      .map(([name]) => name)
      .join(", ");
    throw new SiteEnvError(
      "VITE_ENGAGEMENT_CLAIM_SOURCE",
      old.trim(),
      `it to be empty: a source is now said in four parts, ${parts} (see .env.example)`,
    );
  }
  const parts = Object.fromEntries(
    Object.entries(ENGAGEMENT_SOURCE_VARIABLES).map(([key, [name, what]]) => [
      key,
      phrase(raw, name, what),
    ]),
  ) as Record<keyof EngagementClaimSource, string | null>;
  const { metric, comparedWith, period, sample } = parts;
  if (metric === null || comparedWith === null || period === null || sample === null) return null;
  return { metric, comparedWith, period, sample };
}

/** Reads and validates the claims' settings; throws `SiteEnvError` naming the bad variable. */
export function parseClaimsEnv(raw: RawEnv): ClaimsConfig {
  return {
    engagementSource: engagementSource(raw),
    popularPlanBasis: phrase(
      raw,
      "VITE_POPULAR_PLAN_BASIS",
      'what "Mais Popular" rests on, such as "o pacote mais vendido de janeiro a junho de 2026"',
    ),
  };
}

/** "Fonte: curtidas e comentários por vídeo, comparados com …; 40 clientes, de janeiro a junho de 2026." */
export function engagementSourceText(source: EngagementClaimSource): string {
  return `Fonte: ${source.metric}, em comparação com ${source.comparedWith}; ${source.sample}, ${source.period}.`;
}
