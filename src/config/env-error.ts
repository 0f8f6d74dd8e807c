/** The raw build-time variables, as Vite's `import.meta.env` or Node's `process.env` hold them. */
export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

/** A configuration value the build refuses, named with its variable, its value and the rule. */
export class SiteEnvError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid ${variable}=${JSON.stringify(value)}: expected ${expected}.`);
    this.name = "SiteEnvError";
  }
}
