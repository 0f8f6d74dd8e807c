// Flat config: typed TypeScript rules, React hooks rules, and accessibility linting of JSX.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  // Build output, generated assets and reports are not ours to lint.
  {
    ignores: [
      "dist",
      "dist-measured",
      "dist-engines-consent",
      ".astro",
      "coverage",
      "test-results",
      "playwright-report",
      "bench-results",
      "screenshots",
      "public",
      // Local state of the hosts' runtimes (wrangler; netlify-cli, if run by hand).
      ".wrangler",
      ".netlify",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Islands and content modules export data next to components on purpose.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // Node scripts; their page.evaluate() callbacks run in the browser.
    files: [
      "scripts/**/*.mjs",
      "deploy/**/*.mjs",
      "integrations/**/*.{mjs,ts}",
      "tools/**/*.mjs",
      "*.config.{js,ts}",
      "e2e/**/*.ts",
      "cross-browser/**/*.{mjs,ts}",
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["e2e/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
