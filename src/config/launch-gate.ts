/**
 * The launch gate: what must change before this site sells for a real business. `npm run
 * build:launch` (the build command the hosts run) refuses to build while any of these remain;
 * `npm run build`, `npm start` and `npm test` keep working with the demo content.
 */
import { brandWordsFor } from "../content/brand-words.ts";
import { RHYTHMS } from "../content/rhythms.ts";
import { PROMO_QUERY_PARAM } from "../lib/promo/promo-code.ts";
import { analyticsProcessors } from "../features/analytics/providers.ts";
import type { AnalyticsConfig } from "./env-analytics.ts";
import { MARCO_CIVIL_LOG_DAYS, type RawEnv } from "./env-common.ts";
import { present } from "./env-rules.ts";
import { looksLikePrivateKey, NO_LICENCE_KEY } from "./env-licence.ts";
import { ENGAGEMENT_SOURCE_VARIABLES, ENV_DEFAULTS, type SiteConfig } from "./env-schema.ts";

export interface LaunchProblem {
  /** What is still demo or missing. */
  readonly problem: string;
  /** The variable or file to change, and how. */
  readonly fix: string;
}

export interface LaunchInput {
  /** The raw variables, to tell a value the owner set from a default. */
  readonly raw: RawEnv;
  readonly config: SiteConfig;
  readonly analytics: AnalyticsConfig;
  readonly testimonials: readonly { readonly name: string; readonly example: boolean }[];
  readonly tracks: readonly { readonly title: string; readonly demo: boolean }[];
}

/** The demo's own domain: no address on it belongs to a real owner. */
export const DEMO_DOMAIN = new URL(ENV_DEFAULTS.VITE_SITE_URL).hostname;

const isSet = (raw: RawEnv, name: string) => present(raw[name]) !== undefined;

const onDemoDomain = (host: string) => host === DEMO_DOMAIN || host.endsWith(`.${DEMO_DOMAIN}`);

/** Every demo or placeholder value still in the configuration and content, in page order. */
export function launchProblems({
  raw,
  config,
  analytics,
  testimonials,
  tracks,
}: LaunchInput): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  /** Lists `problem`, with its `fix`, when `failed`. */
  const check = (failed: unknown, problem: string, fix: string) => {
    if (failed) problems.push({ problem, fix });
  };

  check(
    !isSet(raw, "VITE_SITE_NAME"),
    `the brand name is the demo's default ("${config.siteName}")`,
    `set VITE_SITE_NAME to your brand (it may stay "${config.siteName}" if that is really yours, but say so)`,
  );
  const siteUrl = new URL(config.siteUrl);
  check(
    onDemoDomain(siteUrl.hostname) || siteUrl.protocol !== "https:",
    `the public address is ${config.siteUrl}, not your domain`,
    "set VITE_SITE_URL to your https:// domain (canonical links, sitemap and social cards use it)",
  );
  check(
    onDemoDomain(config.contactEmail.split("@")[1] ?? ""),
    `the contact e-mail is the demo's (${config.contactEmail})`,
    "set VITE_CONTACT_EMAIL to an inbox you read: orders, withdrawals and LGPD requests arrive there",
  );
  const checkouts = [
    ["VITE_CHECKOUT_URL_SINGLE", config.checkoutUrls.single, "Música Única"],
    ["VITE_CHECKOUT_URL_PROFESSIONAL", config.checkoutUrls.professional, "Pacote Profissional"],
  ] as const;
  for (const [variable, url, plan] of checkouts) {
    const link = new URL(url);
    check(
      onDemoDomain(link.hostname),
      `the checkout of "${plan}" is the demo's (${url})`,
      `set ${variable} to the checkout link of your payment platform`,
    );
    // The site adds the visitor's code to the buy links and removes it on "Remover cupom": a code
    // written into the link would stay there, unseen by her, after she removed hers.
    const coupon = [...link.searchParams].find(
      ([name]) => name.toLowerCase() === PROMO_QUERY_PARAM,
    );
    check(
      coupon,
      `the checkout of "${plan}" already carries a coupon (${coupon?.join("=")}): the site's own promo code would be added beside it, and "Remover cupom" could not remove it`,
      `remove ${coupon?.[0]}=… from ${variable}; create the coupon on your payment platform and share your site's address with ?${PROMO_QUERY_PARAM}=CODE (README, promo codes)`,
    );
  }
  const { company } = config;
  check(
    !company.legalName,
    "the seller's name is empty (Decreto 7.962/2013, art. 2º, I)",
    "set VITE_COMPANY_LEGAL_NAME to your company's name (razão social) or your full name",
  );
  check(
    !company.cnpj && !config.legal.sellerCpf,
    "the seller's CNPJ (or, for a person, CPF) is empty (Decreto 7.962/2013, art. 2º, I)",
    "set VITE_COMPANY_CNPJ, or VITE_COMPANY_CPF if you sell as a person",
  );
  check(
    !company.address,
    "the seller's address is empty (Decreto 7.962/2013, art. 2º, II)",
    "set VITE_COMPANY_ADDRESS to the physical address where you can be found",
  );
  check(
    !config.legal.dataProtection,
    "the privacy policy names no one for data-protection requests (LGPD art. 41; Res. CD/ANPD 2/2022 art. 11)",
    "set VITE_DPO_MODE to encarregado (with VITE_DPO_NAME and VITE_DPO_EMAIL) or to pequeno-porte",
  );
  check(
    config.legal.aiTraining === null,
    "the privacy policy does not say whether the AI provider may train on the names and lyrics",
    "set VITE_AI_TRAINING to nao or sim, as your AI provider's terms say",
  );
  const examples = testimonials.filter((testimonial) => testimonial.example);
  check(
    examples.length > 0,
    `${examples.length} testimonial(s) are invented examples (${examples.map((item) => item.name).join(", ")}): presented as real they are misleading advertising (CDC arts. 37 and 67)`,
    'in src/content/testimonials.json, put real testimonials you hold written consent for, with "example": false, or remove the examples',
  );
  const demos = tracks.filter((track) => track.demo);
  check(
    demos.length > 0,
    `${demos.length} sample(s) are the demo's (${demos.map((track) => `"${track.title}"`).join(", ")})`,
    `add your own with npm run samples -- add <file> --title "…" --style romantica|pop --rhythm ${RHYTHMS.map((rhythm) => rhythm.id).join("|")}, then npm run samples -- remove <id> (docs/samples.md)`,
  );
  const missingSource = Object.values(ENGAGEMENT_SOURCE_VARIABLES).filter(
    ([name]) => !isSet(raw, name),
  );
  check(
    missingSource.length > 0,
    `the "10x mais engajamento" claim has no complete source (${missingSource.map(([, what]) => what).join(", ")}): an advertised result needs the data that backs it, shown beside it (CDC arts. 30, 36 and 37)`,
    `set ${missingSource.map(([name]) => name).join(", ")}, once you hold that data (see .env.example)`,
  );
  check(
    !config.claims.popularPlanBasis,
    '"Mais Popular" says nothing of what it rests on (CDC art. 37)',
    'set VITE_POPULAR_PLAN_BASIS to what makes the pack the most popular, such as "o pacote mais vendido de janeiro a junho de 2026"',
  );
  check(
    !isSet(raw, "VITE_LEGAL_LAST_UPDATED"),
    `the legal pages show the demo's revision date (${config.legalLastUpdated})`,
    "set VITE_LEGAL_LAST_UPDATED to the date (dd/mm/aaaa) a lawyer last reviewed your Terms and Privacy Policy",
  );
  const days = config.legal.accessLogRetentionDays;
  check(
    days === null || days < MARCO_CIVIL_LOG_DAYS,
    days === null
      ? "the privacy policy does not say how long the site's access logs are kept (Marco Civil da Internet, art. 15: 6 months)"
      : `access logs are kept ${days} days, less than the 6 months (${MARCO_CIVIL_LOG_DAYS} days) of the Marco Civil da Internet, art. 15`,
    `keep them ${MARCO_CIVIL_LOG_DAYS} days or more (your host's log retention, or an export of the logs), and set VITE_HOSTING_LOG_RETENTION_DAYS to that number`,
  );
  for (const [role, variable, what] of [
    ["email", "VITE_EMAIL_PROVIDER", "e-mail"],
    ["hosting", "VITE_HOSTING_PROVIDER", "hosting"],
    ["ai", "VITE_AI_PROVIDER", "AI"],
  ] as const) {
    const processor = config.legal.processors[role];
    check(
      processor === null || processor.country === null,
      processor === null
        ? `the privacy policy does not name your ${what} provider (LGPD arts. 9º and 33)`
        : `the privacy policy does not say where your ${what} provider, ${processor.name}, processes the data (LGPD art. 33)`,
      `set ${processor === null ? `${variable}, ` : ""}${variable}_COUNTRY and, when that country is not Brasil, ${variable}_TRANSFER_BASIS`,
    );
  }
  for (const { variable, processor } of analyticsProcessors(analytics)) {
    check(
      processor.country === null,
      `the privacy policy does not say where ${processor.name} processes the visitors' data (LGPD art. 33)`,
      `set ${variable}_COUNTRY and, when that country is not Brasil, ${variable}_TRANSFER_BASIS (see the provider's data processing terms)`,
    );
  }
  // A VITE_ value is written into the pages: a private key there signs for anyone who reads them.
  for (const [variable, value] of Object.entries(raw)) {
    check(
      variable.startsWith("VITE_") && typeof value === "string" && looksLikePrivateKey(value),
      `${variable} contém uma chave privada: toda variável VITE_ vai parar nas páginas do site, e quem a lesse poderia assinar certificados em seu nome`,
      `apague ${variable} do .env e das configurações do host, guarde o arquivo da chave fora do projeto (docs/licences.md) e, como ela pode ter sido vista, gere outra: npm run licence -- keygen --out <arquivo fora do projeto>`,
    );
  }
  check(
    config.licence?.keys.some((key) => key.publicKey === ENV_DEFAULTS.VITE_LICENCE_PUBLIC_KEY),
    "os certificados de licença usam a chave de demonstração, cuja chave privada é pública no repositório: qualquer pessoa poderia emitir certificados em seu nome",
    `gere a sua chave com npm run licence -- keygen --out <arquivo fora do projeto> e ponha em VITE_LICENCE_PUBLIC_KEY a linha que o comando mostra (ou VITE_LICENCE_PUBLIC_KEY=${NO_LICENCE_KEY} para não emitir certificados; docs/licences.md)`,
  );
  check(
    isSet(raw, "VITE_SITE_NAME") && !isSet(raw, "VITE_SITE_NAME_ARTICLE"),
    `the brand's article is not set: the pages would say "${brandWordsFor(config.siteName, config.siteNameArticle).to}"`,
    'set VITE_SITE_NAME_ARTICLE to "a" ("à sua marca") or "o" ("ao Estúdio Layla")',
  );
  return problems;
}

/** The message a refused launch build prints: every problem, each with its fix. */
export function launchReport(problems: readonly LaunchProblem[]): string {
  const lines = problems.map(
    (item, index) => `  ${index + 1}. ${item.problem}\n     → ${item.fix}`,
  );
  return [
    `✖ Launch check: ${problems.length} demo or placeholder value(s) remain, so no site was built.`,
    ...lines,
    "  Set the variables in your host's build settings (a .env file is not deployed), see .env.example and the README's launch checklist.",
  ].join("\n");
}
