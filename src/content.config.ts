// What an owner edits, as content collections: each a JSON file and its schema
// (src/content/collections.ts), checked at every build and `astro dev` start with the file, the
// entry and the field named. A sample's schema also checks its files in public/, a testimonial's
// its avatar. A sample's style is checked against the owner's list (VITE_SONG_STYLES) by
// integrations/site-config.ts, before any of this, so that a refused build removes its output.
import { defineCollection } from "astro:content";
import { file, type Loader } from "astro/loaders";
import {
  collectionFile,
  entryWithId,
  readCollection,
  sampleSchema,
  testimonialSchema,
} from "./content/collections";
import {
  AVATAR_FILES_FIX,
  findAvatarProblems,
  readPublicFile,
} from "./lib/collections/avatar-files";
import {
  findSampleProblems,
  probePublicFile,
  SAMPLE_FILES_FIX,
} from "./lib/collections/sample-files";

const probe = probePublicFile("public");
const readPublic = readPublicFile("public");

/**
 * Astro's file loader, after two checks it does not make: a file that is not JSON would be logged
 * and read as no entries, and an id written twice would keep its last entry only. Either stops
 * here, with the file and the entry named. An empty list loads as no entries, without a warning.
 */
function checkedFile(path: string): Loader {
  const loader = file(path);
  return {
    ...loader,
    load: async (context) => {
      // An empty list (no testimonials yet) is a choice, not a mistake: no loader warning for it.
      if (readCollection(path, entryWithId).length === 0) return context.store.clear();
      return loader.load(context);
    },
  };
}

export const collections = {
  testimonials: defineCollection({
    loader: checkedFile(collectionFile("testimonials")),
    schema: testimonialSchema.superRefine(({ avatar }, context) => {
      for (const message of findAvatarProblems(avatar, readPublic)) {
        context.addIssue({
          code: "custom",
          path: ["avatar"],
          message: `${message}. Para corrigir: ${AVATAR_FILES_FIX}`,
        });
      }
    }),
  }),
  samples: defineCollection({
    loader: checkedFile(collectionFile("samples")),
    schema: sampleSchema.superRefine(async (sample, context) => {
      const problems = await findSampleProblems(sample, probe);
      problems.forEach(({ field, message }, index) => {
        const fix = index === problems.length - 1 ? `. Para corrigir: ${SAMPLE_FILES_FIX}` : "";
        context.addIssue({ code: "custom", path: [field], message: `${message}${fix}` });
      });
    }),
  }),
};
