/**
 * What the providers an owner of this site is likely to use say of themselves: the country where
 * each handles the data and, abroad, the LGPD art. 33 basis the transfer can rest on, with the
 * page that says it and the day it was read. `npm run setup` offers these as the default answers
 * and shows where they come from (she confirms or changes each); docs/publicar.md lists them
 * (provider-facts.test.ts holds the two together). What could not be confirmed is null, "a
 * confirmar", never a guess.
 */
import type { TransferBasis } from "./env-legal.ts";
import { loose } from "./env-rules.ts";
import { ANALYTICS_PROCESSOR_NAMES } from "../content/providers.ts";

/** The processor questions a provider answers: the prefix of its _COUNTRY and _TRANSFER_BASIS. */
export type ProcessorPrefix =
  | "VITE_PAYMENT_PLATFORM"
  | "VITE_EMAIL_PROVIDER"
  | "VITE_HOSTING_PROVIDER"
  | "VITE_AI_PROVIDER"
  | "VITE_DOWNLOAD_SERVICE"
  | "VITE_WHATSAPP"
  | "VITE_PLAUSIBLE"
  | "VITE_GA4"
  | "VITE_META_PIXEL";

export interface ProviderFacts {
  /** The provider as she names it (or picks it, for a payment platform). */
  readonly name: string;
  /** Other ways she may write its name. */
  readonly aliases: readonly string[];
  readonly prefix: ProcessorPrefix;
  /** Where it handles the data, in Portuguese, as the policy says it; null: a confirmar. */
  readonly country: string | null;
  /** Abroad, the basis of the transfer; null: a confirmar (unused in Brazil). */
  readonly transferBasis: TransferBasis | null;
  /** The provider's own page read for it; null where none was found. */
  readonly source: string | null;
  /** Where the basis comes from when it is not the provider's page (a law, a resolution). */
  readonly basisSource?: string;
  /** The day the source was read, aaaa-mm-dd. */
  readonly read: string;
  /** What the source says, or what to check there, in one sentence. */
  readonly note: string;
}

/**
 * Where the order store keeps the buyers' data (Cloudflare D1, the orders; R2, their files):
 * neither offers a region in Brazil (their location hints are weur, eeur, apac, oc, wnam and enam,
 * `wrangler d1 create --help`). `npm run deploy` creates both with the hint nearest Brazil and
 * says where they are; the launch gate refuses "Brasil" as the hosting country with orders on.
 */
export const ORDER_STORE_REGION = {
  hint: "enam",
  words: "no leste da América do Norte",
  source: "https://developers.cloudflare.com/d1/configuration/data-location/",
  read: "2026-12-06",
} as const;

/** The day these pages were read. */
const READ = "2026-11-27";

export const PROVIDER_FACTS: readonly ProviderFacts[] = [
  {
    name: "Hotmart",
    aliases: [],
    prefix: "VITE_PAYMENT_PLATFORM",
    country: "Brasil",
    transferBasis: null,
    source: "https://hotmart.com/en/legal/glossary",
    read: READ,
    note: "quem vende em reais, morando no Brasil, contrata a Hotmart BR (Launch Pad Tecnologia, Serviços e Pagamentos Ltda., CNPJ 13.427.325/0001-05, Belo Horizonte); o que ela leva para fora do Brasil está na política de privacidade dela",
  },
  {
    name: "Kiwify",
    aliases: [],
    prefix: "VITE_PAYMENT_PLATFORM",
    country: "Brasil",
    transferBasis: null,
    source: "https://kiwify.com/software-license-terms",
    read: READ,
    note: "a Kiwify que licencia a plataforma tem CNPJ 36.149.947/0001-06 e sede em Balneário Camboriú (SC)",
  },
  {
    name: "Eduzz",
    aliases: [],
    prefix: "VITE_PAYMENT_PLATFORM",
    country: null,
    transferBasis: null,
    source: null,
    read: READ,
    note: "não encontramos a página da Eduzz que diz a empresa e o país: veja a política de privacidade no rodapé do site dela",
  },
  {
    name: "Google Workspace",
    aliases: ["Workspace", "G Suite", "Google Workspace (Gmail)", "Gmail do Google Workspace"],
    prefix: "VITE_EMAIL_PROVIDER",
    country: "Estados Unidos",
    transferBasis: "clausulas-padrao",
    source: "https://cloud.google.com/sccs/br-p2p-intra-group",
    read: READ,
    note: "o Google LLC publica, entre as cláusulas contratuais dos seus serviços de nuvem e do Workspace, as cláusulas-padrão da ANPD (as páginas cloud.google.com/sccs/br-…)",
  },
  {
    name: "Zoho Mail",
    aliases: ["Zoho"],
    prefix: "VITE_EMAIL_PROVIDER",
    country: null,
    transferBasis: null,
    source: "https://www.zoho.com/privacy/privacy-faq.html",
    read: READ,
    note: "o país depende do centro de dados da sua conta: olhe o endereço do Zoho Mail no navegador (mail.zoho.com: Estados Unidos; zoho.eu: União Europeia; zoho.in: Índia); o contrato de tratamento de dados (DPA) do Zoho é pedido na conta e trata do GDPR",
  },
  {
    name: "Cloudflare",
    aliases: ["Cloudflare Pages"],
    prefix: "VITE_HOSTING_PROVIDER",
    country: "Estados Unidos",
    transferBasis: null,
    source: "https://www.cloudflare.com/pt-br/gdpr/introduction/",
    basisSource: "https://www.cloudflare.com/cloudflare-customer-dpa/",
    read: READ,
    note: "a Cloudflare, Inc. tem sede nos Estados Unidos; no adendo de tratamento de dados (DPA) dela não encontramos as cláusulas da ANPD",
  },
  {
    name: "Suno",
    aliases: ["Suno AI", "Suno Inc."],
    prefix: "VITE_AI_PROVIDER",
    country: "Estados Unidos",
    transferBasis: null,
    source: "https://www.suno.ai/terms",
    read: READ,
    note: "o serviço é da Suno Inc., empresa dos Estados Unidos, com termos ao consumidor e sem contrato de tratamento de dados",
  },
  {
    name: "WhatsApp",
    aliases: ["WhatsApp Business"],
    prefix: "VITE_WHATSAPP",
    country: "Estados Unidos",
    transferBasis: null,
    source: "https://www.whatsapp.com/legal/privacy-shield",
    read: READ,
    note: "o serviço é do WhatsApp LLC, do grupo Meta, nos Estados Unidos; ele trata a conta da cliente como controlador, e a base das mensagens que você recebe por ele é escolha sua com o advogado",
  },
  {
    name: "Google Analytics",
    aliases: ["Google Analytics 4", "GA4"],
    prefix: "VITE_GA4",
    country: "Estados Unidos",
    transferBasis: null,
    source: "https://business.safety.google/adsprocessorterms/",
    read: READ,
    note: "os termos de tratamento de dados do Google para medição e anúncios (Google LLC) valem também para a LGPD, mas não dizem qual base do art. 33 usam",
  },
  {
    name: "Pixel da Meta",
    aliases: ["Meta Pixel", "Meta"],
    prefix: "VITE_META_PIXEL",
    country: "Estados Unidos",
    transferBasis: null,
    source: "https://www.facebook.com/legal/terms/businesstools",
    read: READ,
    note: "os Termos das Ferramentas de Negócios da Meta Platforms, Inc. (Estados Unidos) valem para o Pixel; não encontramos neles a base do art. 33",
  },
  {
    name: "Plausible",
    // The last: the processor the site names for plausible.io's script (env-analytics.ts).
    aliases: ["Plausible Analytics", ANALYTICS_PROCESSOR_NAMES.plausibleHosted],
    prefix: "VITE_PLAUSIBLE",
    country: "Alemanha",
    transferBasis: "adequacao",
    source: "https://plausible.io/dpa",
    basisSource: "Resolução CD/ANPD nº 32/2026, que reconhece a União Europeia como adequada",
    read: READ,
    note: "a Plausible Insights OÜ (Estônia) guarda os dados na Alemanha; a ANPD reconhece a União Europeia como adequada desde janeiro de 2026",
  },
];

/** The facts of the provider named `name` for the questions of `prefix`, if it is one of these. */
export function providerFacts(prefix: ProcessorPrefix, name: string | undefined) {
  const written = loose(name ?? "");
  if (written === "") return undefined;
  return PROVIDER_FACTS.find(
    (facts) =>
      facts.prefix === prefix &&
      [facts.name, ...facts.aliases].some((known) => loose(known) === written),
  );
}

/** A provider's facts for `prefix`: by her name for it, or the one provider that prefix has. */
export function factsFor(prefix: ProcessorPrefix, name: string | undefined) {
  const named = providerFacts(prefix, name);
  if (named) return named;
  const only = PROVIDER_FACTS.filter((facts) => facts.prefix === prefix);
  const single = ["VITE_GA4", "VITE_META_PIXEL", "VITE_WHATSAPP"].includes(prefix);
  return single && only.length === 1 ? only[0] : undefined;
}

/** "27/11/2026" from "2026-11-27". */
export const readOn = (facts: Pick<ProviderFacts, "read">) =>
  facts.read.split("-").reverse().join("/");

/** Where the ANPD recognises the European Union (and the EEA) as adequate (LGPD art. 33, I). */
export const ADEQUACY_SOURCE =
  "Resolução CD/ANPD nº 32/2026: os países da União Europeia, Islândia, Liechtenstein e Noruega";

/** The countries that recognition covers, in Portuguese, as she may write them. */
const ADEQUATE_COUNTRIES = (
  "União Europeia, Alemanha, Áustria, Bélgica, Bulgária, Chipre, Croácia, Dinamarca, Eslováquia, " +
  "Eslovênia, Espanha, Estônia, Finlândia, França, Grécia, Hungria, Irlanda, Itália, Letônia, " +
  "Lituânia, Luxemburgo, Malta, Países Baixos, Holanda, Polônia, Portugal, Romênia, Suécia, " +
  "Tchéquia, República Tcheca, Islândia, Liechtenstein, Noruega"
)
  .split(", ")
  .map(loose);

/** Whether the ANPD recognises `country` as adequate (Res. CD/ANPD nº 32/2026). */
export const adequateCountry = (country: string) => ADEQUATE_COUNTRIES.includes(loose(country));
