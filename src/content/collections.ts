/**
 * The data an owner edits, as content collections (src/content.config.ts): each file's schema,
 * which Astro checks at every build and dev start, naming the file, the entry and the field of a
 * bad value. The same schemas read the files where Astro's `getCollection` does not run: the
 * launch gate (before the build), the unit and browser tests.
 */
// Relative imports carry their extension: `npm run samples` (scripts/samples/, run by Node, which
// strips the types) reads this file too.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "astro/zod";
import { formatTime } from "../lib/duration/format-time.ts";
import { BPM_RANGE, RHYTHM_IDS, type RhythmId } from "./rhythms.ts";

/** Where each collection's file lives, from the project's root. */
export const COLLECTION_FILES = {
  testimonials: "src/content/testimonials.json",
  samples: "src/content/samples.json",
} as const;

/**
 * The samples' list the build reads: samples.json, or, for a test that builds a site with another
 * list, the file `SAMPLES_MANIFEST` names.
 */
export const samplesFile = () => process.env.SAMPLES_MANIFEST ?? COLLECTION_FILES.samples;

/** The testimonials the build reads: testimonials.json, or the file `TESTIMONIALS_FILE` names (tests). */
export const testimonialsFile = () =>
  process.env.TESTIMONIALS_FILE ?? COLLECTION_FILES.testimonials;

/** The file a collection reads at this build: either may be replaced for a test. */
export const collectionFile = (name: keyof typeof COLLECTION_FILES) =>
  name === "samples" ? samplesFile() : testimonialsFile();

export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and hyphens, e.g. "luana"'),
  /**
   * An illustrative example written for the demo, not a customer's words. While any testimonial
   * is an example, the section says so, and the launch build refuses to ship (CDC arts. 37 and 67).
   */
  example: z.boolean(),
  quote: z.string().trim().min(10, "the customer's words, as she wrote them"),
  name: z.string().trim().min(2),
  role: z.string().trim().min(2, 'what she does and where, e.g. "Bailarina · Recife (PE)"'),
  /**
   * The avatar's file in public/avatars/, without ".svg": a drawing, never a customer's photo. The
   * file's presence is checked at build (lib/collections/avatar-files.ts; docs/depoimentos.md).
   */
  avatar: z.string().regex(/^[a-z0-9-]+$/, 'the name of an SVG in public/avatars/, e.g. "luana"'),
  stars: z.literal(5, "5: the specification's rating"),
});

export type Testimonial = z.output<typeof testimonialSchema>;

/** What an id or a file name of a sample may be: lowercase ASCII words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 60;
const slug = (what: string) =>
  z
    .string()
    .max(MAX_SLUG_LENGTH, `must be ${what} of at most ${MAX_SLUG_LENGTH} characters`)
    .regex(SLUG_PATTERN, `must be ${what}: lowercase letters, digits and hyphens, e.g. "yasmin"`);

/** The styles a sample may have (the page shows them as "Romântica" and "Pop"). */
export const SAMPLE_STYLES = ["romantica", "pop"] as const;

const BPM = `must be a whole number of beats per minute from ${BPM_RANGE.min} to ${BPM_RANGE.max}`;
const M_SS = 'must be "m:ss", e.g. "3:01"';
const choices = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");

/**
 * One sample, as samples.json lists it (written by `npm run samples`, docs/samples.md). Whether
 * its files are in public/ and last what it says is checked at build (lib/collections/sample-files.ts).
 */
export const sampleSchema = z
  .object({
    id: slug("a stable id"),
    title: z.string().trim().min(1, "must be the title shown on the card and the lock screen"),
    style: z.enum(SAMPLE_STYLES, `must be one of ${choices(SAMPLE_STYLES)}`),
    /** The rhythm it is played in, from the brief's list (rhythms.ts). */
    rhythm: z.enum(
      RHYTHM_IDS as readonly [RhythmId, ...RhythmId[]],
      `must be one of ${choices(RHYTHM_IDS)}`,
    ),
    /** Its main tempo, when the owner gives it. */
    bpm: z.int(BPM).min(BPM_RANGE.min, BPM).max(BPM_RANGE.max, BPM).optional(),
    /** Shown until the file's own metadata loads: the file's length, "m:ss". */
    duration: z.string(M_SS).regex(/^\d+:[0-5]\d$/, M_SS),
    durationSeconds: z.number().positive("must be the file's length in seconds, e.g. 181"),
    /** No voice and no sung name: the card says so. */
    instrumental: z.boolean("must be true or false"),
    /** One of the project's demo samples: the launch build refuses them. */
    demo: z.boolean("must be true or false"),
    /** Names public/audio/<file>.opus and .mp3 and public/covers/<file>.webp. */
    file: slug("the files' name"),
    coverAlt: z.string().trim().min(1, "must describe the cover, for screen readers"),
  })
  .superRefine(({ duration, durationSeconds }, context) => {
    const written = formatTime(durationSeconds);
    if (written !== duration) {
      context.addIssue({
        code: "custom",
        path: ["duration"],
        message: `must be "durationSeconds" (${durationSeconds}) as m:ss: "${written}"`,
      });
    }
  });

export type SampleEntry = z.output<typeof sampleSchema>;

/**
 * Every problem of a collection's data, one line each naming the entry (its place and id) and
 * the field; an id used twice among them (Astro's file loader would keep the last one only).
 */
export function collectionProblems<T>(data: unknown, schema: z.ZodType<T>): string[] {
  if (!Array.isArray(data)) return ["must be a JSON array: [ { … }, { … } ]"];
  const seen = new Set<unknown>();
  return data.flatMap((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    const name = `entry ${index + 1}${typeof id === "string" ? ` ("${id}")` : ""}`;
    const twice = id !== undefined && seen.has(id) ? [`${name}: id: is used twice`] : [];
    seen.add(id);
    const parsed = schema.safeParse(entry);
    const issues = parsed.success ? [] : parsed.error.issues;
    return [
      ...twice,
      ...issues.map((issue) => `${name}: ${issue.path.join(".") || "the entry"}: ${issue.message}`),
    ];
  });
}

/** Every entry needs an id: Astro's file loader names entries by it. */
export const entryWithId = z.looseObject({ id: z.string("must be the entry's id, a text") });

/** A collection's file, checked by its schema, outside Astro: throws naming entries and fields. */
export function readCollection<T>(file: string, schema: z.ZodType<T>, root = process.cwd()): T[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(root, file), "utf8"));
  } catch (error) {
    throw new CollectionError(file, [`cannot be read as JSON: ${(error as Error).message}`]);
  }
  const problems = collectionProblems(data, schema);
  if (problems.length > 0) throw new CollectionError(file, problems);
  return z.array(schema).parse(data);
}

/** A collection file's problems, each on its own line under the file's name. */
export class CollectionError extends Error {
  readonly problems: readonly string[];
  constructor(file: string, problems: readonly string[]) {
    super(`${file}:\n  - ${problems.join("\n  - ")}`);
    this.name = "CollectionError";
    this.problems = problems;
  }
}

/** The testimonials, for code that runs outside Astro (the launch gate, the tests). */
export const readTestimonials = (root?: string, file = testimonialsFile()) =>
  readCollection(file, testimonialSchema, root);

/** The samples' list, for code that runs outside Astro (the launch gate, `npm run samples`, tests). */
export const readSamples = (root?: string, file = samplesFile()) =>
  readCollection(file, sampleSchema, root);
