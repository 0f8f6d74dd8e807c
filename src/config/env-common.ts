/** Shared by the configuration parsers (env-schema, env-legal, env-sales). */

/** The raw build-time variables, as Vite's `import.meta.env` or Node's `process.env` hold them. */
export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

/** A configuration value the build refuses, named with its variable, its value and the rule. */
export class SiteEnvError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid ${variable}=${JSON.stringify(value)}: expected ${expected}.`);
    this.name = "SiteEnvError";
  }
}

const EMAIL_PATTERN = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
