/**
 * What the browser's code may take from the configuration without taking its schema: the types
 * of raw variables, the error the build prints, and two constants the islands need. Nothing here
 * imports zod (env-rules.ts does), so an island that reads these stays as small as before.
 */

/** The raw build-time variables, as Vite's `import.meta.env` or Node's `process.env` hold them. */
export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

/**
 * A configuration value the build refuses, named with its variable, its value and what it should
 * be, in Portuguese: the owner reads it (the build, `npm run setup`).
 */
export class SiteEnvError extends Error {
  // Fields declared apart, not as parameter properties: Node's own type stripping (the owner's
  // commands run this file as it is) does not take those.
  readonly variable: string;
  readonly value: string;
  /** What the variable should hold: "um endereço completo que comece com https://". */
  readonly expected: string;

  constructor(variable: string, value: string, expected: string) {
    super(
      `${value === "" ? `${variable} está vazio` : `${variable}=${JSON.stringify(value)} não serve`}. Esperado: ${expected}.`,
    );
    this.name = "SiteEnvError";
    this.variable = variable;
    this.value = value;
    this.expected = expected;
  }
}

const EMAIL_PATTERN = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** How many songs the professional pack holds (the specification's "3 songs"). */
export const PROFESSIONAL_PACK_SONGS = 3;

/** Marco Civil da Internet, art. 15: an application provider keeps access logs for 6 months. */
export const MARCO_CIVIL_LOG_DAYS = 180;
