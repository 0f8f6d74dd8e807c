/**
 * The variables a launch must set, each named by the launch gate when it is blank: the gate's
 * unit test (src/config/launch-gate.test.ts) and the build's (integrations/site-config.test.ts).
 */
export const LAUNCH_VARIABLES = [
  "VITE_SITE_NAME",
  "VITE_SITE_URL",
  "VITE_CONTACT_EMAIL",
  "VITE_CHECKOUT_URL_SINGLE",
  "VITE_CHECKOUT_URL_PROFESSIONAL",
  "VITE_COMPANY_LEGAL_NAME",
  "VITE_COMPANY_CNPJ",
  "VITE_COMPANY_ADDRESS",
  "VITE_PRICE_SINGLE",
  "VITE_PRICE_PROFESSIONAL",
  "VITE_PAYMENT_PLATFORM",
  "VITE_CHECKOUT_META_PIXEL",
  "VITE_DPO_MODE",
  "VITE_AI_TRAINING",
  "VITE_HOSTING_LOG_RETENTION_DAYS",
  "VITE_EMAIL_PROVIDER",
  "VITE_HOSTING_PROVIDER",
  "VITE_AI_PROVIDER",
  "VITE_LICENCE_PUBLIC_KEY",
  "VITE_ORDER_PAGE",
  "VITE_GUARANTEE_DAYS",
] as const;
