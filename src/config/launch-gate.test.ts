import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseAnalyticsEnv } from "./env-analytics";
import { ENV_EXAMPLES } from "./env-examples";
import { parseSiteEnv, type RawEnv } from "./env-schema";
import {
  copiedExamples,
  launchNotes,
  launchNotesReport,
  launchProblems,
  launchReport,
  type LaunchInput,
} from "./launch-gate";
import { LAUNCH_VARIABLES } from "../test/launch-variables";
import { setupItemsNamed } from "./setup-questions";

/** A new seller's complete configuration: no sales yet, so no claim's source. */
const OWNER: RawEnv = {
  VITE_SITE_NAME: "Dança & Melodia Produções",
  VITE_SITE_URL: "https://www.dancaemelodia.com.br",
  VITE_CONTACT_EMAIL: "ola@dancaemelodia.com.br",
  VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/A1",
  VITE_CHECKOUT_URL_PROFESSIONAL: "https://pay.hotmart.com/B2",
  VITE_PRICE_SINGLE: "189,90",
  VITE_PRICE_PROFESSIONAL: "459",
  VITE_COMPANY_LEGAL_NAME: "Dança & Melodia Produções Artísticas Ltda.",
  VITE_COMPANY_CNPJ: "11.222.333/0001-81",
  VITE_COMPANY_ADDRESS: "Rua Augusta, 1000, São Paulo (SP)",
  VITE_SITE_NAME_ARTICLE: "a",
  VITE_PAYMENT_PLATFORM: "Hotmart",
  VITE_PAYMENT_PLATFORM_COUNTRY: "Brasil",
  VITE_CHECKOUT_META_PIXEL: "nao",
  VITE_DPO_MODE: "pequeno-porte",
  // Suno may train on what she sends it (config/ai-services.ts): the policy says so.
  VITE_AI_TRAINING: "sim",
  VITE_EMAIL_PROVIDER: "Brevo",
  VITE_EMAIL_PROVIDER_COUNTRY: "França",
  VITE_EMAIL_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
  VITE_HOSTING_PROVIDER: "Netlify",
  VITE_HOSTING_PROVIDER_COUNTRY: "Estados Unidos",
  VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
  VITE_HOSTING_LOG_RETENTION_DAYS: "180",
  VITE_AI_PROVIDER: "Suno",
  VITE_AI_PROVIDER_COUNTRY: "Estados Unidos",
  VITE_AI_PROVIDER_TRANSFER_BASIS: "contrato",
  VITE_AI_PLAN: "Pro",
  VITE_AI_PLAN_SINCE: "01/02/2026",
  VITE_LICENCE_PUBLIC_KEY: "EwAHAv_BOlrP8B5GJv06XtK5JOuhFyLk3J5i5W-b5S8",
  // Her own download links (Netlify cannot run the order page): the Terms say so.
  VITE_ORDER_PAGE: "nao",
  VITE_DOWNLOAD_SERVICE: "Google Drive",
  VITE_DOWNLOAD_SERVICE_COUNTRY: "Estados Unidos",
  VITE_DOWNLOAD_SERVICE_TRANSFER_BASIS: "contrato",
  VITE_GUARANTEE_DAYS: "30",
  // Her offer, confirmed: the specification's delivery time and rounds, her own styles and voice.
  VITE_DELIVERY_BUSINESS_HOURS: "24",
  VITE_SONG_STYLES: "Romântica; Pop; Clássica: com cordas, para entradas",
  VITE_SONG_STYLES_BETA: "nao",
  VITE_LYRIC_REVISION_ROUNDS: "2",
  VITE_PREVIEW_ADJUSTMENT_ROUNDS: "1",
  VITE_SELLER_VOICE: "eu",
};

/** What backs both claims, for a seller who has the data. */
const SOURCES: RawEnv = {
  VITE_ENGAGEMENT_CLAIM_METRIC: "média de curtidas por vídeo",
  VITE_ENGAGEMENT_CLAIM_COMPARED_WITH: "vídeos das mesmas clientes com outras trilhas",
  VITE_ENGAGEMENT_CLAIM_PERIOD: "de março a agosto de 2026",
  VITE_ENGAGEMENT_CLAIM_SAMPLE: "25 clientes",
  VITE_POPULAR_PLAN_BASIS: "o pacote mais vendido de março a agosto de 2026",
  VITE_PAYMENT_METHODS: "visa, mastercard, pix",
};

/** The problems of the owner's configuration with `changes` applied: one line each. */
const problemsWith = (changes: RawEnv) =>
  launchProblems(input({ ...OWNER, ...changes })).map((item) => `${item.problem} → ${item.fix}`);

function input(raw: RawEnv, content: Partial<LaunchInput> = {}): LaunchInput {
  return {
    raw,
    config: parseSiteEnv(raw),
    analytics: parseAnalyticsEnv(raw),
    testimonials: [{ name: "Ana", example: false }],
    tracks: [{ id: "noite-no-cairo", title: "Noite no Cairo", style: "romantica", demo: false }],
    ...content,
  };
}

describe("launchProblems", () => {
  it("finds nothing in a new seller's complete configuration, without any claim's source", () => {
    expect(launchProblems(input(OWNER))).toEqual([]);
    expect(launchProblems(input({ ...OWNER, ...SOURCES }))).toEqual([]);
  });

  it("lists every demo value of the defaults, each with the variable or file to change", () => {
    const problems = launchProblems(
      input(
        {},
        {
          testimonials: [{ name: "Luana", example: true }],
          tracks: [{ id: "yasmin", title: "Yasmin", style: "romantica", demo: true }],
        },
      ),
    );
    const fixes = problems.map((item) => item.fix).join("\n");
    for (const where of [...LAUNCH_VARIABLES, "src/content/testimonials.json", "npm run samples"]) {
      expect(fixes, where).toContain(where);
    }
    expect(problems).toHaveLength(29);
  });

  it("refuses a configured tag whose processor's country is not stated", () => {
    expect(
      problemsWith({
        VITE_META_PIXEL_ID: "123456789012346",
        VITE_GA4_MEASUREMENT_ID: "G-OWNER12345",
      }),
    ).toEqual([
      expect.stringMatching(/Google LLC.*VITE_GA4_COUNTRY/),
      expect.stringMatching(/Meta Platforms.*VITE_META_PIXEL_COUNTRY/),
    ]);
    expect(
      problemsWith({
        VITE_PLAUSIBLE_DOMAIN: "dancaemelodia.com.br",
        VITE_PLAUSIBLE_COUNTRY: "Alemanha",
        VITE_PLAUSIBLE_TRANSFER_BASIS: "adequacao",
      }),
    ).toEqual([]);
  });

  it("refuses prices left at the demo's, even when the rest is the owner's", () => {
    expect(problemsWith({ VITE_PRICE_SINGLE: "", VITE_PRICE_PROFESSIONAL: "" })).toEqual([
      'o preço de "Música Única" não foi definido, e o site mostraria o do exemplo (R$ 149) → preencha VITE_PRICE_SINGLE com o preço em reais que a sua página de pagamento cobra (pode ser 149, se for mesmo esse)',
      'o preço de "Pacote Profissional" não foi definido, e o site mostraria o do exemplo (R$ 299) → preencha VITE_PRICE_PROFESSIONAL com o preço em reais que a sua página de pagamento cobra (pode ser 299, se for mesmo esse)',
    ]);
    // The demo's amounts, set on purpose, are hers.
    expect(problemsWith({ VITE_PRICE_SINGLE: "149", VITE_PRICE_PROFESSIONAL: "299" })).toEqual([]);
  });

  it("refuses an unnamed payment platform, naming the variable (CDC art. 46)", () => {
    expect(problemsWith({ VITE_PAYMENT_PLATFORM: "", VITE_PAYMENT_PLATFORM_COUNTRY: "" })).toEqual([
      expect.stringMatching(
        /^os Termos de Uso e a Política de Privacidade não dizem qual plataforma recebe o pagamento.*→ preencha VITE_PAYMENT_PLATFORM com/,
      ),
    ]);
  });

  it("asks whether the checkout runs her Pixel", () => {
    expect(problemsWith({ VITE_CHECKOUT_META_PIXEL: "" })).toEqual([
      expect.stringContaining("preencha VITE_CHECKOUT_META_PIXEL"),
    ]);
  });

  it("never asks a date for the legal texts: the site dates each version when it publishes it", () => {
    const fixes = launchProblems(input({})).map((item) => `${item.problem} ${item.fix}`);
    expect(fixes.join("\n")).not.toMatch(/VITE_LEGAL_LAST_UPDATED|data desta versão/);
  });

  describe("the AI plan behind “100% licenciada para uso comercial e revenda”", () => {
    it("takes Suno's paid plans, which allow commercial use and the sale of the songs", () => {
      expect(problemsWith({ VITE_AI_PLAN: "Premier" })).toEqual([]);
      expect(problemsWith({ VITE_AI_PLAN: "pro" })).toEqual([]);
    });

    it("refuses a free plan, saying what its terms say, where, and which plans would do", () => {
      expect(problemsWith({ VITE_AI_PLAN: "Basic", VITE_AI_PLAN_SINCE: "" })).toEqual([
        "os Termos prometem música “100% licenciada para uso comercial e revenda”, mas o plano Basic do serviço Suno não permite: no plano Basic, grátis, a Suno fica com as músicas, que só podem ser usadas sem fins comerciais; assinar depois não muda as músicas já feitas (fonte: https://help.suno.com/en/articles/2871105, lida em 27/11/2026) → assine um plano que permita uso comercial e a venda das músicas (na Suno, Pro ou Premier), faça as músicas com ele e preencha VITE_AI_PLAN e VITE_AI_PLAN_SINCE; as músicas feitas antes da assinatura continuam sem uso comercial",
      ]);
    });

    it("refuses a plan, or a service, it cannot confirm, with the way to confirm it herself", () => {
      const unknown = problemsWith({ VITE_AI_PROVIDER: "Mureka", VITE_AI_PLAN: "Pro" });
      expect(unknown).toEqual([
        expect.stringMatching(
          /não está confirmado que o plano Pro do serviço Mureka permite uso comercial .*\(a confirmar: não temos os termos desse serviço\) → leia os termos do seu plano, de preferência com o advogado: se eles permitem uso comercial e a venda das músicas a clientes, preencha VITE_AI_PLAN_TERMS_URL/,
        ),
      ]);
      // With the page of her plan's terms she read, the claim rests on it.
      expect(
        problemsWith({
          VITE_AI_PROVIDER: "Mureka",
          VITE_AI_PLAN: "Pro",
          VITE_AI_PLAN_TERMS_URL: "https://www.mureka.ai/terms",
        }),
      ).toEqual([]);
      expect(problemsWith({ VITE_AI_PROVIDER: "ElevenLabs", VITE_AI_PLAN: "Creator" })).toEqual([
        expect.stringContaining("(a confirmar: a tabela de direitos comerciais"),
      ]);
    });

    it("asks for the plan, and for the day it began, where they are missing", () => {
      expect(problemsWith({ VITE_AI_PLAN: "", VITE_AI_PLAN_SINCE: "" })).toEqual([
        expect.stringMatching(/não dizem com que plano do serviço Suno .*→ preencha VITE_AI_PLAN/),
      ]);
      expect(problemsWith({ VITE_AI_PLAN_SINCE: "" })).toEqual([
        expect.stringMatching(
          /^falta a data em que o plano Pro do serviço Suno começou.*VITE_AI_PLAN_SINCE/,
        ),
      ]);
    });

    it("refuses a training answer that contradicts the service's terms, or that no one confirmed", () => {
      expect(problemsWith({ VITE_AI_TRAINING: "nao" })).toEqual([
        expect.stringMatching(
          /^a Política de Privacidade diria que o serviço Suno não pode treinar .*pelos Termos de Serviço da Suno .*→ preencha VITE_AI_TRAINING com sim, como dizem os termos do serviço Suno$/,
        ),
      ]);
      const mureka = {
        VITE_AI_PROVIDER: "Mureka",
        VITE_AI_PLAN: "Pro",
        VITE_AI_PLAN_TERMS_URL: "https://www.mureka.ai/terms",
      };
      expect(problemsWith({ ...mureka, VITE_AI_TRAINING: "nao" })).toEqual([]);
      expect(
        problemsWith({ ...mureka, VITE_AI_PLAN_TERMS_URL: "", VITE_AI_TRAINING: "nao" }),
      ).toEqual(
        [
          expect.stringContaining("não pode treinar"),
          expect.stringContaining("não está confirmado que o plano Pro"),
        ].reverse(),
      );
    });
  });

  it("refuses access logs kept less than the Marco Civil's 6 months, or for an unknown time", () => {
    expect(problemsWith({ VITE_HOSTING_LOG_RETENTION_DAYS: "30" })).toEqual([
      "os registros de acesso ficam guardados 30 dias, menos que os 6 meses (180 dias) do Marco Civil da Internet, art. 15 → deixe o envio dos registros pronto antes de publicar: ele só precisa do seu domínio na Cloudflare, não do site no ar (docs/publicar.md, “Os registros de acesso”); quando o envio e a regra que apaga os arquivos depois de 180 dias ou mais existirem, preencha VITE_HOSTING_LOG_RETENTION_DAYS com o prazo dessa regra, como 190",
    ]);
    expect(problemsWith({ VITE_HOSTING_LOG_RETENTION_DAYS: "" })[0]).toContain(
      "não diz por quanto tempo os registros de acesso ao site são guardados",
    );
  });

  describe("with a CNPJ and no access logs yet", () => {
    // The guide as she reads it, top to bottom: each section's heading and where it starts.
    const guide = readFileSync(new URL("../../docs/publicar.md", import.meta.url), "utf8");
    const headings = [...guide.matchAll(/^#{2,3} (.+)$/gm)].map((match) => ({
      title: match[1] ?? "",
      at: match.index,
    }));
    const at = (title: string) => {
      const heading = headings.find((item) => item.title.includes(title));
      if (!heading) throw new Error(`docs/publicar.md has no section “${title}”`);
      return heading;
    };
    /** The section's text, up to the next heading of any level. */
    const section = (title: string) => {
      const start = at(title).at;
      const end = headings.find((item) => item.at > start)?.at ?? guide.length;
      return guide.slice(start, end).replace(/\s+/g, " ");
    };
    const [refusal] = launchProblems(input({ ...OWNER, VITE_HOSTING_LOG_RETENTION_DAYS: "" }));
    const named = /docs\/publicar\.md, “([^”]+)”/.exec(refusal?.fix ?? "")?.[1] ?? "";

    it("points to a step of the guide that comes before the preview and the first publication", () => {
      expect(named).toBe("Os registros de acesso");
      const logs = at(named).at;
      expect(logs).toBeLessThan(guide.indexOf("npm run preview"));
      expect(logs).toBeLessThan(guide.indexOf("npm run setup -- --check"));
      expect(logs).toBeLessThan(at("A primeira publicação").at);
      // What the step needs is before it: the domain on Cloudflare, not the published site.
      expect(at("O domínio na Cloudflare").at).toBeLessThan(logs);
      expect(section(named)).not.toMatch(/o do passo 3|depois da primeira publicação/);
    });

    it("has her answer the setup only once the logs are kept, never with a number before it is true", () => {
      const step = section(named);
      expect(step.indexOf("Por quantos dias os registros de acesso")).toBeGreaterThan(
        step.indexOf("regra de ciclo de vida"),
      );
      expect(step).toContain("não escreva 180 (nem outro número) que não seja");
    });

    it("logs the page's path without its query string, which on /obrigado holds the buyer's data", () => {
      const step = section(named);
      expect(step).toContain(
        "escolha `ClientIP`, `EdgeStartTimestamp`, `ClientRequestHost` e `ClientRequestPath`",
      );
      expect(step).toContain("Não escolha `ClientRequestURI` nem `ClientRequestReferer`");
    });
  });

  it("does not hold a seller with her CPF to art. 15, which binds a legal entity: a note says so", () => {
    const cpf: RawEnv = { VITE_COMPANY_CNPJ: "", VITE_COMPANY_CPF: "529.982.247-25" };
    for (const days of ["", "30"]) {
      const env = { ...OWNER, ...cpf, VITE_HOSTING_LOG_RETENTION_DAYS: days };
      expect(problemsWith(env)).toEqual([]);
      const notes = launchNotes(input(env)).join("\n");
      expect(notes).toContain("você vende com CPF: o art. 15 do Marco Civil da Internet");
      expect(notes).toContain(days ? "ficam guardados 30 dias" : "ficam com a hospedagem");
    }
    const kept = { ...OWNER, ...cpf, VITE_HOSTING_LOG_RETENTION_DAYS: "190" };
    expect(launchNotes(input(kept)).join("\n")).not.toContain("art. 15");
  });

  it("asks who keeps the file of her own download links, and where, only where she uses them", () => {
    expect(
      problemsWith({
        VITE_DOWNLOAD_SERVICE: "",
        VITE_DOWNLOAD_SERVICE_COUNTRY: "",
        VITE_DOWNLOAD_SERVICE_TRANSFER_BASIS: "",
      }),
    ).toContainEqual(
      expect.stringMatching(
        /^a Política de Privacidade não diz quem é o serviço onde fica o arquivo da música completa \(LGPD arts\. 9º e 33\) → preencha VITE_DOWNLOAD_SERVICE, VITE_DOWNLOAD_SERVICE_COUNTRY/,
      ),
    );
    expect(
      problemsWith({ VITE_DOWNLOAD_SERVICE_COUNTRY: "", VITE_DOWNLOAD_SERVICE_TRANSFER_BASIS: "" }),
    ).toContainEqual(
      expect.stringContaining(
        "em que país o serviço onde fica o arquivo da música completa, Google Drive, trata os dados",
      ),
    );
    expect(
      problemsWith({
        VITE_ORDER_PAGE: "sim",
        VITE_DOWNLOAD_SERVICE: "",
        VITE_DOWNLOAD_SERVICE_COUNTRY: "",
        VITE_DOWNLOAD_SERVICE_TRANSFER_BASIS: "",
      }).filter((line) => line.includes("VITE_DOWNLOAD_SERVICE")),
    ).toEqual([]);
  });

  it("refuses a sales webhook's secret written as a VITE_ variable, by its name", () => {
    expect(problemsWith({ VITE_HOTMART_HOTTOK: "abc123" })).toContainEqual(
      expect.stringMatching(
        /^VITE_HOTMART_HOTTOK é o segredo do aviso de vendas .* → apague VITE_HOTMART_HOTTOK do \.env .*HOTMART_HOTTOK ou KIWIFY_TOKEN/,
      ),
    );
    expect(problemsWith({ VITE_KIWIFY_TOKEN: "abc123" })[0]).toContain(
      "VITE_KIWIFY_TOKEN é o segredo",
    );
  });

  it("refuses Brazil as the hosting country where the order store keeps the buyers' data abroad", () => {
    const onCloudflare = (country: string) =>
      problemsWith({
        VITE_ORDER_PAGE: "sim",
        VITE_HOSTING_PROVIDER: "Cloudflare",
        VITE_HOSTING_PROVIDER_COUNTRY: country,
        VITE_HOSTING_PROVIDER_TRANSFER_BASIS: country === "Brasil" ? "" : "contrato",
      }).filter((line) => line.includes("guarda os dados no Brasil"));
    expect(onCloudflare("Brasil")).toEqual([
      expect.stringMatching(
        /^a Política de Privacidade diria que a hospedagem guarda os dados no Brasil, .*Cloudflare, que não oferece guardá-los no Brasil \(npm run deploy os cria no leste da América do Norte, https:\/\/developers\.cloudflare\.com\/.*\) → preencha VITE_HOSTING_PROVIDER_COUNTRY com "Estados Unidos"/,
      ),
    ]);
    expect(onCloudflare("Estados Unidos")).toEqual([]);
    // Her own download links: nothing of the buyers' is kept at the host.
    expect(
      problemsWith({
        VITE_HOSTING_PROVIDER_COUNTRY: "Brasil",
        VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "",
      }).filter((line) => line.includes("guarda os dados no Brasil")),
    ).toEqual([]);
  });

  it("refuses an e-mail, hosting or AI provider that is not named, or whose country is not said", () => {
    expect(
      problemsWith({
        VITE_EMAIL_PROVIDER: "",
        VITE_EMAIL_PROVIDER_COUNTRY: "",
        VITE_EMAIL_PROVIDER_TRANSFER_BASIS: "",
      }),
    ).toEqual([
      "a Política de Privacidade não diz quem é o seu fornecedor de e-mail (LGPD arts. 9º e 33) → preencha VITE_EMAIL_PROVIDER, VITE_EMAIL_PROVIDER_COUNTRY e, se esse país não for o Brasil, VITE_EMAIL_PROVIDER_TRANSFER_BASIS (docs/publicar.md diz onde encontrar cada um)",
    ]);
    expect(
      problemsWith({ VITE_AI_PROVIDER_COUNTRY: "", VITE_AI_PROVIDER_TRANSFER_BASIS: "" }),
    ).toEqual([
      "a Política de Privacidade não diz em que país o seu fornecedor de inteligência artificial, Suno, trata os dados (LGPD art. 33) → preencha VITE_AI_PROVIDER_COUNTRY e, se esse país não for o Brasil, VITE_AI_PROVIDER_TRANSFER_BASIS (docs/publicar.md diz onde encontrar cada um)",
    ]);
  });

  it("refuses a payment platform whose country is not said, or abroad without a transfer basis", () => {
    expect(problemsWith({ VITE_PAYMENT_PLATFORM_COUNTRY: "" })).toEqual([
      "a Política de Privacidade não diz em que país a sua plataforma de pagamento, Hotmart, trata os dados (LGPD art. 33) → preencha VITE_PAYMENT_PLATFORM_COUNTRY e, se esse país não for o Brasil, VITE_PAYMENT_PLATFORM_TRANSFER_BASIS (docs/publicar.md diz onde encontrar cada um)",
    ]);
    expect(
      problemsWith({ VITE_PAYMENT_PLATFORM: "Stripe", VITE_PAYMENT_PLATFORM_COUNTRY: "Irlanda" }),
    ).toEqual([
      // A provider the facts do not know: its own bases are taken at her word, with Ireland's
      // adequacy and the contract's necessity; not consent, which no banner asks for a payment.
      'a Política de Privacidade não diz com que base da LGPD (art. 33) Stripe leva os dados para Irlanda → preencha VITE_PAYMENT_PLATFORM_TRANSFER_BASIS com adequacao (“País reconhecido como adequado pela ANPD”), clausulas-padrao (“Cláusulas-padrão da ANPD”), clausulas-especificas (“Cláusulas específicas aprovadas pela ANPD”), normas-corporativas (“Normas corporativas globais aprovadas pela ANPD”) ou contrato (“Necessário para cumprir o contrato com a compradora”) (docs/publicar.md, "O que levar ao advogado", diz o que cada fornecedor oferece)',
    ]);
    expect(
      problemsWith({
        VITE_PAYMENT_PLATFORM: "Stripe",
        VITE_PAYMENT_PLATFORM_COUNTRY: "Irlanda",
        VITE_PAYMENT_PLATFORM_TRANSFER_BASIS: "clausulas-padrao",
      }),
    ).toEqual([]);
  });

  it("lists every processor or tag abroad whose transfer basis was left for later", () => {
    expect(
      problemsWith({
        VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "",
        VITE_GA4_MEASUREMENT_ID: "G-OWNER12345",
        VITE_GA4_COUNTRY: "Estados Unidos",
      }),
    ).toEqual([
      expect.stringMatching(
        /base da LGPD .*Netlify leva os dados para Estados Unidos → preencha VITE_HOSTING_PROVIDER_TRANSFER_BASIS com/,
      ),
      expect.stringMatching(/base da LGPD .*Google LLC.* → preencha VITE_GA4_TRANSFER_BASIS com/),
    ]);
  });

  it("refuses a transfer basis the provider's facts do not support, naming them and the basis that fits", () => {
    const [cloudflare] = launchProblems(
      input({
        ...OWNER,
        VITE_HOSTING_PROVIDER: "Cloudflare",
        VITE_ORDER_PAGE: "sim",
        VITE_DOWNLOAD_SERVICE: "",
        VITE_DOWNLOAD_SERVICE_COUNTRY: "",
        VITE_DOWNLOAD_SERVICE_TRANSFER_BASIS: "",
      }),
    );
    expect(cloudflare).toEqual({
      problem:
        "a Política de Privacidade diria que Cloudflare leva os dados para fora do Brasil (Estados Unidos) com base em “Cláusulas-padrão da ANPD”, mas o que encontramos sobre Cloudflare (fonte: https://www.cloudflare.com/cloudflare-customer-dpa/, lida em 27/11/2026): a Cloudflare, Inc. tem sede nos Estados Unidos; no adendo de tratamento de dados (DPA) dela não encontramos as cláusulas da ANPD",
      fix: "preencha VITE_HOSTING_PROVIDER_TRANSFER_BASIS com contrato (“Necessário para cumprir o contrato com a compradora”)",
      ask: ["VITE_HOSTING_PROVIDER_TRANSFER_BASIS"],
    });
    const tags = { VITE_GA4_MEASUREMENT_ID: "G-OWNER12345", VITE_GA4_COUNTRY: "Estados Unidos" };
    expect(problemsWith({ ...tags, VITE_GA4_TRANSFER_BASIS: "clausulas-padrao" })).toEqual([
      "a Política de Privacidade diria que Google LLC (Google Analytics 4) leva os dados para fora do Brasil (Estados Unidos) com base em “Cláusulas-padrão da ANPD”, mas o que encontramos sobre Google Analytics (fonte: https://business.safety.google/adsprocessorterms/, lida em 27/11/2026): os termos de tratamento de dados do Google para medição e anúncios (Google LLC) valem também para a LGPD, mas não dizem qual base do art. 33 usam → preencha VITE_GA4_TRANSFER_BASIS com consentimento (“Consentimento da visitante no aviso de cookies”); com o consentimento, o aviso de cookies diz, antes de a visitante aceitar, que os dados vão para fora do Brasil (Estados Unidos)",
    ]);
    // The contract's necessity does not carry measurement, nor consent a hosting no one can refuse.
    expect(problemsWith({ ...tags, VITE_GA4_TRANSFER_BASIS: "contrato" })).toEqual([
      expect.stringContaining(
        "com base em “Necessário para cumprir o contrato com a compradora”, mas a transferência necessária ao contrato (art. 33, IX) só cabe onde o tratamento é necessário",
      ),
    ]);
    expect(problemsWith({ ...tags, VITE_GA4_TRANSFER_BASIS: "consentimento" })).toEqual([]);
    expect(problemsWith({ VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "consentimento" })).toEqual([
      expect.stringMatching(
        /Netlify .* “Consentimento da visitante no aviso de cookies”, mas o consentimento para a transferência \(art\. 33, VIII\) só cabe onde o próprio tratamento já pede o consentimento.* → preencha VITE_HOSTING_PROVIDER_TRANSFER_BASIS com clausulas-padrao .* ou contrato/,
      ),
    ]);
    // The Plausible's facts give the EU's adequacy; a country the ANPD does not recognise, none.
    const plausible = { VITE_PLAUSIBLE_DOMAIN: "dancaemelodia.com.br" };
    expect(
      problemsWith({
        ...plausible,
        VITE_PLAUSIBLE_COUNTRY: "Alemanha",
        VITE_PLAUSIBLE_TRANSFER_BASIS: "clausulas-padrao",
      }),
    ).toEqual([expect.stringContaining("→ preencha VITE_PLAUSIBLE_TRANSFER_BASIS com adequacao")]);
    expect(problemsWith({ VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "adequacao" })).toEqual([
      expect.stringContaining("mas a ANPD não reconhece Estados Unidos como adequado"),
    ]);
  });

  it("asks whether the checkout's Pixel sends Meta the buyer's contact data, and refuses it on legitimate interest", () => {
    expect(problemsWith({ VITE_CHECKOUT_META_PIXEL: "sim" })).toEqual([
      expect.stringMatching(
        /não diz se, na página de pagamento, o seu Pixel manda à Meta o nome, o e-mail ou o telefone .* preencha VITE_CHECKOUT_META_PIXEL_CONTACT com nao/,
      ),
    ]);
    const [refused] = launchProblems(
      input({ ...OWNER, VITE_CHECKOUT_META_PIXEL: "sim", VITE_CHECKOUT_META_PIXEL_CONTACT: "sim" }),
    );
    expect(refused?.problem).toContain("legítimo interesse");
    expect(refused?.fix).toContain("desligue a correspondência avançada automática");
    expect(refused?.ask).toEqual(["VITE_CHECKOUT_META_PIXEL"]);
    expect(
      problemsWith({ VITE_CHECKOUT_META_PIXEL: "sim", VITE_CHECKOUT_META_PIXEL_CONTACT: "nao" }),
    ).toEqual([]);
  });

  it("asks for the encarregado's name and e-mail when she chose one but left them for later", () => {
    expect(problemsWith({ VITE_DPO_MODE: "encarregado" })).toEqual([
      'a Política de Privacidade não nomeia o encarregado pelos dados pessoais: falta o nome ou o e-mail dele (LGPD art. 41, § 1º) → preencha VITE_DPO_NAME e VITE_DPO_EMAIL com o nome e o e-mail do encarregado, ou VITE_DPO_MODE com pequeno-porte, se o seu negócio puder dispensá-lo (docs/publicar.md, "Agente de pequeno porte")',
    ]);
    expect(problemsWith({ VITE_DPO_MODE: "encarregado", VITE_DPO_NAME: "Marina Alves" })).toEqual([
      expect.stringContaining("→ preencha VITE_DPO_EMAIL com o dado do encarregado"),
    ]);
  });

  it("refuses a brand set without its article, showing what the pages would say", () => {
    expect(problemsWith({ VITE_SITE_NAME: "Estúdio Layla", VITE_SITE_NAME_ARTICLE: "" })).toEqual([
      'o artigo da marca não foi definido: as páginas diriam "à Estúdio Layla" → preencha VITE_SITE_NAME_ARTICLE com "a" ("à sua marca") ou "o" ("ao Estúdio Layla")',
    ]);
  });

  it.each([
    ["VITE_CHECKOUT_URL_SINGLE", "https://checkout.raqsmusic.com.br/outro"],
    ["VITE_CONTACT_EMAIL", "vendas@raqsmusic.com.br"],
    ["VITE_SITE_URL", "https://www.raqsmusic.com.br"],
    ["VITE_SITE_URL", "http://localhost:4173"],
  ])("refuses %s=%s, an address of the demo or of this machine", (name, value) => {
    const problems = launchProblems(input({ ...OWNER, [name]: value }));
    expect(problems.map((item) => item.fix).join()).toContain(name);
  });

  it("refuses a checkout link that already carries the site's promo parameter, with the fix", () => {
    expect(
      problemsWith({
        VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/A1?off=x&promocode=VELHO",
      }),
    ).toEqual([
      'o link de pagamento de "Música Única" já traz um cupom (promocode=VELHO): o código da visitante entraria ao lado dele, e "Remover cupom" não conseguiria tirá-lo → tire promocode=… de VITE_CHECKOUT_URL_SINGLE; crie o cupom na sua plataforma de pagamento e divulgue o endereço do site com ?promocode=CODIGO (docs/cupons.md)',
    ]);
    expect(
      problemsWith({ VITE_CHECKOUT_URL_PROFESSIONAL: "https://pay.hotmart.com/B2?PromoCode=X" }),
    ).toEqual([expect.stringContaining("VITE_CHECKOUT_URL_PROFESSIONAL")]);
    // Other parameters of the platform's own (an offer, a checkout mode) are the owner's to keep.
    expect(problemsWith({ VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/A1?off=x" })).toEqual(
      [],
    );
  });

  it("refuses any testimonial still marked as an example, naming it", () => {
    const [problem] = launchProblems(
      input(OWNER, {
        testimonials: [
          { name: "Ana", example: false },
          { name: "Luana Ferreira", example: true },
        ],
      }),
    );
    expect(problem?.problem).toContain("Luana Ferreira");
  });

  it("accepts a CPF in place of the CNPJ for a seller who is a person", () => {
    const person = { ...OWNER, VITE_COMPANY_CNPJ: "", VITE_COMPANY_CPF: "529.982.247-25" };
    expect(launchProblems(input(person))).toEqual([]);
  });

  it("refuses every example of .env.example copied as it is, or nearly", () => {
    const copied = {
      ...OWNER,
      VITE_ENGAGEMENT_CLAIM_METRIC: ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_METRIC,
      VITE_ENGAGEMENT_CLAIM_COMPARED_WITH: ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_COMPARED_WITH,
      VITE_ENGAGEMENT_CLAIM_SAMPLE: ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_SAMPLE,
      VITE_ENGAGEMENT_CLAIM_PERIOD: ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_PERIOD,
      // Spaced and punctuated another way: still the example.
      VITE_WHATSAPP_NUMBER: "+5531998765432",
      VITE_COMPANY_CNPJ: ENV_EXAMPLES.VITE_COMPANY_CNPJ,
    };
    expect(copiedExamples(copied)).toEqual([
      "VITE_COMPANY_CNPJ",
      "VITE_ENGAGEMENT_CLAIM_METRIC",
      "VITE_ENGAGEMENT_CLAIM_COMPARED_WITH",
      "VITE_ENGAGEMENT_CLAIM_SAMPLE",
      "VITE_ENGAGEMENT_CLAIM_PERIOD",
      "VITE_WHATSAPP_NUMBER",
    ]);
    const problems = problemsWith(copied);
    expect(problems).toContain(
      `VITE_ENGAGEMENT_CLAIM_SAMPLE é o exemplo do .env.example ("${ENV_EXAMPLES.VITE_ENGAGEMENT_CLAIM_SAMPLE}"), não um dado do seu negócio → troque pelo seu, ou deixe vazio: sem a fonte, a afirmação sai da página (npm run setup pergunta cada valor)`,
    );
    expect(problems).toContain(
      `VITE_WHATSAPP_NUMBER é o exemplo do .env.example ("${ENV_EXAMPLES.VITE_WHATSAPP_NUMBER}"), não um dado do seu negócio → troque pelo seu (npm run setup pergunta cada valor)`,
    );
  });

  it("has a valid value as each example, so the gate and not the schema is what refuses it", () => {
    const examples = {
      ...OWNER,
      ...ENV_EXAMPLES,
      VITE_DPO_MODE: "encarregado",
      VITE_COMPANY_CPF: "",
    };
    expect(() => parseSiteEnv(examples)).not.toThrow();
    expect(() =>
      parseSiteEnv({
        ...examples,
        VITE_COMPANY_CNPJ: "",
        VITE_COMPANY_CPF: ENV_EXAMPLES.VITE_COMPANY_CPF,
      }),
    ).not.toThrow();
    expect(() =>
      parseAnalyticsEnv({
        VITE_PLAUSIBLE_DOMAIN: ENV_EXAMPLES.VITE_PLAUSIBLE_DOMAIN,
        VITE_PLAUSIBLE_SCRIPT_URL: ENV_EXAMPLES.VITE_PLAUSIBLE_SCRIPT_URL,
        VITE_GA4_MEASUREMENT_ID: ENV_EXAMPLES.VITE_GA4_MEASUREMENT_ID,
        VITE_META_PIXEL_ID: ENV_EXAMPLES.VITE_META_PIXEL_ID,
      }),
    ).not.toThrow();
  });
});

describe("launchNotes", () => {
  it("says what a launch without the claims' sources leaves out, and how to bring each back", () => {
    const notes = launchNotes(input(OWNER));
    expect(notes).toEqual([
      expect.stringMatching(
        /^"10x mais engajamento" fica fora da página: falta a fonte .* preencha VITE_ENGAGEMENT_CLAIM_METRIC, VITE_ENGAGEMENT_CLAIM_COMPARED_WITH, VITE_ENGAGEMENT_CLAIM_PERIOD, VITE_ENGAGEMENT_CLAIM_SAMPLE: npm run setup -- engajamento\.$/,
      ),
      expect.stringMatching(
        /^"Mais Popular" fica fora do Pacote Profissional: .* preencha VITE_POPULAR_PLAN_BASIS: npm run setup -- VITE_POPULAR_PLAN_BASIS\.$/,
      ),
      expect.stringMatching(
        /^as formas de pagamento não foram listadas: .* preencha VITE_PAYMENT_METHODS .*: npm run setup -- VITE_PAYMENT_METHODS\.$/,
      ),
    ]);
    expect(launchNotes(input({ ...OWNER, ...SOURCES }))).toEqual([]);
  });

  it("says that the checkout's Pixel has no art. 33 basis Meta's facts support, for her lawyer", () => {
    const notes = launchNotes(
      input({
        ...OWNER,
        ...SOURCES,
        VITE_CHECKOUT_META_PIXEL: "sim",
        VITE_CHECKOUT_META_PIXEL_CONTACT: "nao",
      }),
    );
    expect(notes).toEqual([
      "o Pixel na página de pagamento manda à Meta (Estados Unidos) os eventos da compra, e nenhuma base do art. 33 da LGPD que encontramos cabe a ele: o que encontramos sobre Pixel da Meta (fonte: https://www.facebook.com/legal/terms/businesstools, lida em 27/11/2026): os Termos das Ferramentas de Negócios da Meta Platforms, Inc. (Estados Unidos) valem para o Pixel; não encontramos neles a base do art. 33; e o consentimento (art. 33, VIII) só vale onde é pedido, o que este site não faz na página da plataforma. A Política de Privacidade o lista entre os prestadores cuja transferência segue o art. 33, sem nomear uma base. Leve isso ao advogado; para tirar o Pixel da página de pagamento, preencha VITE_CHECKOUT_META_PIXEL com nao: npm run setup -- VITE_CHECKOUT_META_PIXEL.",
    ]);
  });

  it("names only the missing parts of an incomplete source", () => {
    const [note] = launchNotes(
      input({
        ...OWNER,
        ...SOURCES,
        VITE_ENGAGEMENT_CLAIM_PERIOD: "",
        VITE_ENGAGEMENT_CLAIM_SAMPLE: "",
      }),
    );
    expect(note).toContain("falta a fonte (o período, em quem (a amostra))");
    expect(note).toContain(
      "preencha VITE_ENGAGEMENT_CLAIM_PERIOD, VITE_ENGAGEMENT_CLAIM_SAMPLE: npm run setup -- engajamento.",
    );
  });
});

describe("launchReport", () => {
  it("numbers every problem with its fix and says where the values are set", () => {
    const report = launchReport(launchProblems(input({ ...OWNER, VITE_COMPANY_CNPJ: "" })));
    expect(report).toContain("falta resolver 1 item, então nenhum site foi gerado");
    expect(report).toContain("1. o CNPJ (ou, para pessoa física, o CPF) de quem vende está vazio");
    expect(report).toContain("→ preencha VITE_COMPANY_CNPJ");
    expect(report).toContain(
      "rode no seu computador, na pasta do site, o comando embaixo de cada item",
    );
    expect(report).toContain("configurações de build dela");
  });

  it("puts under each value's fix the command that asks that value alone, and none under a file's", () => {
    const problems = launchProblems(
      input(
        { ...OWNER, VITE_PRICE_PROFESSIONAL: "", VITE_WHATSAPP_NUMBER: "+55 21 99123-4567" },
        { testimonials: [{ name: "Luana", example: true }] },
      ),
    );
    const report = launchReport(problems);
    expect(report).toContain(
      "→ preencha VITE_PRICE_PROFESSIONAL com o preço em reais que a sua página de pagamento cobra (pode ser 299, se for mesmo esse)\n       npm run setup -- VITE_PRICE_PROFESSIONAL\n",
    );
    expect(report).toContain("\n       npm run setup -- VITE_WHATSAPP_COUNTRY\n");
    const testimonials = problems.find((item) => item.problem.includes("Luana"));
    expect(testimonials?.fix).toContain("src/content/testimonials.json");
    expect(testimonials?.fix).toContain("docs/depoimentos.md");
    expect(testimonials?.ask).toBeUndefined();
  });

  it("names, in every command it gives, only parts and values the setup knows", () => {
    const everything = launchProblems(
      input(
        {},
        {
          testimonials: [{ name: "Luana", example: true }],
          tracks: [{ id: "yasmin", title: "Yasmin", style: "romantica", demo: true }],
        },
      ),
    );
    const names = everything.flatMap((item) => item.ask ?? []);
    expect(names.length).toBeGreaterThan(15);
    expect(setupItemsNamed(names).unknown).toEqual([]);
  });

  it("says the notes of a launch that passes, one bullet each", () => {
    expect(launchNotesReport(["uma", "duas"])).toBe(
      "ℹ Conferência para publicar: o site foi liberado, com estas observações:\n  • uma\n  • duas",
    );
  });
});
