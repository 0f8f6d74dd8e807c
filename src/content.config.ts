// What an owner edits, as content collections: each a JSON file and its schema
// (src/content/collections.ts), checked at every build with the file, entry and field named.
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { COLLECTION_FILES, testimonialSchema } from "./content/collections";

export const collections = {
  testimonials: defineCollection({
    loader: file(COLLECTION_FILES.testimonials),
    schema: testimonialSchema,
  }),
};
