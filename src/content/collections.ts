/**
 * The data an owner edits, as content collections (src/content.config.ts): each file's schema,
 * which Astro checks at every build and dev start, naming the file, the entry and the field of a
 * bad value. The same schemas read the files where Astro's `getCollection` does not run: the
 * launch gate (before the build), the unit and browser tests.
 */
import { readFileSync } from "node:fs";
import { z } from "astro/zod";

/** Where each collection's file lives, from the project's root. */
export const COLLECTION_FILES = {
  testimonials: "src/content/testimonials.json",
} as const;

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
  /** The avatar's file in public/avatars/, without ".svg": a drawing, never a customer's photo. */
  avatar: z.string().regex(/^[a-z0-9-]+$/, 'the name of an SVG in public/avatars/, e.g. "luana"'),
  stars: z.literal(5, "5: the specification's rating"),
});

export type Testimonial = z.output<typeof testimonialSchema>;

/** A collection's file, checked by its schema, outside Astro: throws naming the entry and field. */
export function readCollection<T>(
  file: string,
  schema: z.ZodType<T>,
  root = process.cwd(),
): readonly T[] {
  const data: unknown = JSON.parse(readFileSync(`${root}/${file}`, "utf8"));
  const parsed = z.array(schema).safeParse(data);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new Error(`${file}: ${issue?.path.join(".")}: ${issue?.message}`);
}

/** The testimonials, for code that runs outside Astro (the launch gate, the tests). */
export const readTestimonials = (root?: string) =>
  readCollection(COLLECTION_FILES.testimonials, testimonialSchema, root);
