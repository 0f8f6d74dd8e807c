/**
 * The example of each value an owner writes in her own words: the one `.env.example`, the
 * configuration's messages and `npm run setup` show. Each is a placeholder, true of no business,
 * so a launch build refuses any of them copied as it is (launch-gate.ts); the choices among fixed
 * options ("sim"/"nao", a country, a transfer basis) are not examples and are not here.
 * Imports nothing: the configuration's schema reads it.
 */
export const ENV_EXAMPLES = {
  VITE_SITE_NAME: "Estúdio Lua Dourada",
  VITE_SITE_URL: "https://www.suamarca.com.br",
  VITE_CONTACT_EMAIL: "contato@suamarca.com.br",
  VITE_CHECKOUT_URL_SINGLE: "https://pay.hotmart.com/A1B2C3D4E5F",
  VITE_CHECKOUT_URL_PROFESSIONAL: "https://pay.hotmart.com/F5E4D3C2B1A",
  VITE_COMPANY_LEGAL_NAME: "Lua Dourada Produções Musicais Ltda.",
  VITE_COMPANY_CNPJ: "12.345.678/0001-95",
  VITE_COMPANY_CPF: "123.456.789-09",
  VITE_COMPANY_ADDRESS: "Rua das Palmeiras, 123, sala 4, Centro, Belo Horizonte (MG), 30110-000",
  VITE_ENGAGEMENT_CLAIM_METRIC: "curtidas e comentários por vídeo",
  VITE_ENGAGEMENT_CLAIM_COMPARED_WITH: "vídeos das mesmas bailarinas com outras músicas",
  VITE_ENGAGEMENT_CLAIM_SAMPLE: "40 clientes que publicaram os dois tipos de vídeo",
  VITE_ENGAGEMENT_CLAIM_PERIOD: "de janeiro a junho de 2026",
  VITE_POPULAR_PLAN_BASIS: "o pacote mais vendido de janeiro a junho de 2026",
  VITE_PAYMENT_PLATFORM_TERMS_URL: "https://www.plataforma.com.br/termos-de-uso",
  VITE_PAYMENT_PLATFORM_PRIVACY_URL: "https://www.plataforma.com.br/politica-de-privacidade",
  VITE_DPO_NAME: "Ana Souza",
  VITE_DPO_EMAIL: "privacidade@suamarca.com.br",
  VITE_WHATSAPP_NUMBER: "+55 31 99876-5432",
  VITE_INSTAGRAM_URL: "https://www.instagram.com/suamarca",
  VITE_PLAUSIBLE_DOMAIN: "suamarca.com.br",
  VITE_PLAUSIBLE_SCRIPT_URL: "https://estatisticas.suamarca.com.br/js/script.js",
  VITE_GA4_MEASUREMENT_ID: "G-AB12CD34EF",
  VITE_META_PIXEL_ID: "123456789012345",
} as const satisfies Readonly<Record<`VITE_${string}`, string>>;

export type ExampleVariable = keyof typeof ENV_EXAMPLES;
