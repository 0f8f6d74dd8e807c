/**
 * The pieces the configuration's schemas are written with (astro/zod): every variable is a
 * trimmed string or unset (an empty one is unset), checked by a rule that turns it into its value
 * or refuses it with what it expects. A refusal becomes the one message the build prints,
 * `VITE_X="value" não serve. Esperado: …` (SiteEnvError, in Portuguese: the owner reads it),
 * whichever rule or cross-check refused.
 */
import { z } from "astro/zod";
import { SiteEnvError, type RawEnv } from "./env-common.ts";

/** A set variable's trimmed value; blank and unset are the same. */
export const present = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** A variable that may be unset (then `null`), read by `read` when set. */
export function optional<T>(read: z.ZodType<T, string>) {
  return z.preprocess(present, read.optional()).transform((value) => value ?? null);
}

/** `raw` with each variable of `defaults` trimmed, or its default (the demo's value) when unset. */
export function withDefaults(raw: RawEnv, defaults: Readonly<Record<string, string>>): RawEnv {
  const filled = Object.entries(defaults).map(([name, demo]) => [name, present(raw[name]) ?? demo]);
  return { ...raw, ...Object.fromEntries(filled) };
}

/** Any text. */
export const text = z.string();

/**
 * A rule: `read` gives the variable's value, or null when it is not one, and `expected` says
 * what it should be.
 */
export function rule<T>(read: (value: string) => T | null, expected: string) {
  return z.string().transform((value, ctx) => {
    const result = read(value);
    if (result === null) {
      ctx.addIssue({ code: "custom", message: expected, input: value });
      return z.NEVER;
    }
    return result;
  });
}

/** One of `values`, whatever its case. */
export const oneOf = <T extends string>(values: readonly T[], expected: string) =>
  rule((value) => values.find((item) => item === value.toLowerCase()) ?? null, expected);

/** A value matching `pattern`, as written. */
export const matching = (pattern: RegExp, expected: string) =>
  rule((value) => (pattern.test(value) ? value : null), expected);

/** Lower case, without accents, spaces or punctuation: "mercado-pago" finds "Mercado Pago". */
export function loose(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[^a-zA-Z0-9]/g, "")
    .toLowerCase();
}

/** An https:// address (http:// too for this machine, where `local`), or null. */
export function httpsUrl(value: string, { local = false } = {}): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const isLocal =
    local && url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname);
  return (url.protocol === "https:" || isLocal) && !url.username && !url.password ? url : null;
}

/** Refuses `variable` from a cross-check between variables. */
export type Refuse = (variable: string, value: string | null, expected: string) => typeof z.NEVER;

/** The cross-checks' way to refuse, inside an object schema's transform. */
export function refuser(ctx: z.RefinementCtx): Refuse {
  return (variable, value, expected) => {
    ctx.addIssue({ code: "custom", path: [variable], input: value ?? "", message: expected });
    return z.NEVER;
  };
}

/**
 * Parses `raw` with `schema`; throws `SiteEnvError` for the first variable refused, in the order
 * the schema declares them (the build names one problem, then the next once it is fixed).
 */
export function parseEnv<T>(schema: z.ZodType<T>, raw: RawEnv): T {
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const input = issue?.input;
  throw new SiteEnvError(
    String(issue?.path[0] ?? "configuration"),
    typeof input === "string" ? input.trim() : "",
    issue?.message ?? "a valid value",
  );
}
