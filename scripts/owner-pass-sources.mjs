// @ts-check
// What the owner pass (scripts/test-owner-config.mjs) runs again of the unit tests, for her
// configuration: the tests related to these files, by their imports (`vitest related`).

/**
 * Where a configuration reaches the code: the modules that read the globals Vite defines from her
 * variables (integrations/site-globals.ts: site.ts, analytics.ts, voice-global.ts), and her
 * testimonials and samples. Vitest's own configuration must not import any of them, or every test
 * counts as related (integrations/site-globals.ts; owner-pass-sources.test.ts checks it).
 */
export const CONFIGURATION_SOURCES = [
  "src/config/site.ts",
  "src/config/analytics.ts",
  "src/config/voice-global.ts",
  "src/content/collections.ts",
  "src/content/tracks.ts",
];
/**
 * Unit tests that reach her configuration outside their imports: they run her commands, which
 * read her .env, in the project.
 */
export const RUN_HER_COMMANDS = [
  "scripts/licence/licence.test.ts",
  "scripts/owner/pedido-confirm.test.ts",
];
