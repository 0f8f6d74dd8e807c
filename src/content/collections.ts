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

/** An entry that is not an object at all. */
const ITEM = "precisa ser um item entre chaves: { … }";

export const testimonialSchema = z.object(
  {
    id: z
      .string('precisa ser um texto: letras minúsculas, números e hífens, como "luana"')
      .regex(/^[a-z0-9-]+$/, 'precisa ter só letras minúsculas, números e hífens, como "luana"'),
    /**
     * An illustrative example written for the demo, not a customer's words. While any testimonial
     * is an example, the section says so, and the launch build refuses to ship (CDC arts. 37 and 67).
     */
    example: z.boolean("precisa ser true (um exemplo inventado) ou false (um depoimento real)"),
    quote: z
      .string("precisa ser um texto: as palavras da cliente")
      .trim()
      .min(10, "precisa ter as palavras da cliente, como ela escreveu (10 caracteres ou mais)"),
    name: z
      .string("precisa ser um texto: o nome da cliente")
      .trim()
      .min(2, "precisa ter o nome da cliente"),
    role: z
      .string("precisa ser um texto")
      .trim()
      .min(2, 'precisa dizer o que ela faz e onde, como "Bailarina · Recife (PE)"'),
    /**
     * The avatar's file in public/avatars/, without its ending: a drawing (.svg) or, with her written
     * consent, the customer's photo (.jpg, .png, .webp). The file is checked at build
     * (lib/collections/avatar-files.ts; docs/depoimentos.md).
     */
    avatar: z
      .string("precisa ser um texto: o nome do desenho ou da foto")
      .regex(
        /^[a-z0-9-]+$/,
        'precisa ser o nome do desenho ou da foto em public/avatars/, sem a terminação (".svg", ".jpg"), como "luana"',
      ),
    stars: z.literal(5, "precisa ser 5: a nota dos depoimentos"),
  },
  { error: ITEM },
);

export type Testimonial = z.output<typeof testimonialSchema>;

/** What an id or a file name of a sample may be: lowercase ASCII words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 60;
const slug = (what: string) =>
  z
    .string()
    .max(MAX_SLUG_LENGTH, `precisa ser ${what} de até ${MAX_SLUG_LENGTH} caracteres`)
    .regex(SLUG_PATTERN, `precisa ser ${what}: letras minúsculas, números e hífens, como "yasmin"`);

/**
 * A sample's style: the id of one of the owner's styles (VITE_SONG_STYLES, config/env-offer.ts:
 * "romantica" for "Romântica"), which the build and `npm run samples` check against her list
 * (`unlistedStyle`). This file cannot read her configuration: `npm run samples` loads it outside
 * a build, and must still remove a sample whose style she no longer lists.
 */
const STYLE = 'precisa ser o estilo, escrito sem acentos, espaços nem maiúsculas, como "romantica"';

/**
 * The style of `sample` when her list (`styles`) does not have it, and the fix; null otherwise.
 * Said by the build, the launch gate and `npm run samples -- list`.
 */
export function unlistedStyle(
  sample: Pick<SampleEntry, "id" | "style">,
  styles: readonly { readonly id: string }[],
): { readonly problem: string; readonly fix: string } | null {
  if (styles.some((style) => style.id === sample.style)) return null;
  return {
    problem: `o estilo "${sample.style}" não está entre os estilos do site (VITE_SONG_STYLES: ${styles.map((style) => style.id).join(", ")})`,
    fix: `tire o exemplo com npm run samples -- remove ${sample.id} e adicione-o de novo com --style e um desses estilos, ou inclua o estilo na lista com npm run setup -- VITE_SONG_STYLES`,
  };
}

/** `unlistedStyle`'s problem and fix in one line. */
export const unlistedStyleText = ({ problem, fix }: { problem: string; fix: string }) =>
  `${problem}. Para corrigir: ${fix}`;

const BPM = `precisa ser um número inteiro de batidas por minuto, de ${BPM_RANGE.min} a ${BPM_RANGE.max}`;
const M_SS = 'precisa ser "m:ss", como "3:01"';
const choices = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");

/**
 * One sample, as samples.json lists it (written by `npm run samples`, docs/samples.md). Whether
 * its files are in public/ and last what it says is checked at build (lib/collections/sample-files.ts).
 */
export const sampleSchema = z
  .object(
    {
      id: slug("um identificador"),
      title: z
        .string("precisa ser um texto")
        .trim()
        .min(1, "precisa ser o título mostrado no cartão e na tela de bloqueio"),
      style: z.string(STYLE).max(MAX_SLUG_LENGTH, STYLE).regex(SLUG_PATTERN, STYLE),
      /** The rhythm it is played in, from the brief's list (rhythms.ts). */
      rhythm: z.enum(
        RHYTHM_IDS as readonly [RhythmId, ...RhythmId[]],
        `precisa ser um destes: ${choices(RHYTHM_IDS)}`,
      ),
      /** Its main tempo, when the owner gives it. */
      bpm: z.int(BPM).min(BPM_RANGE.min, BPM).max(BPM_RANGE.max, BPM).optional(),
      /** Shown until the file's own metadata loads: the file's length, "m:ss". */
      duration: z.string(M_SS).regex(/^\d+:[0-5]\d$/, M_SS),
      durationSeconds: z
        .number("precisa ser um número")
        .positive("precisa ser a duração do arquivo em segundos, como 181"),
      /** No voice and no sung name: the card says so. */
      instrumental: z.boolean("precisa ser true ou false"),
      /** One of the project's demo samples: the launch build refuses them. */
      demo: z.boolean("precisa ser true ou false"),
      /** Names public/audio/<file>.opus and .mp3 and public/covers/<file>.webp. */
      file: slug("o nome dos arquivos"),
      coverAlt: z
        .string("precisa ser um texto")
        .trim()
        .min(1, "precisa descrever a capa, para quem usa leitor de tela"),
    },
    { error: ITEM },
  )
  .superRefine(({ duration, durationSeconds }, context) => {
    const written = formatTime(durationSeconds);
    if (written !== duration) {
      context.addIssue({
        code: "custom",
        path: ["duration"],
        message: `precisa ser "durationSeconds" (${durationSeconds}) escrito m:ss: "${written}"`,
      });
    }
  });

export type SampleEntry = z.output<typeof sampleSchema>;

/**
 * The files a sample needs, relative to public/: Opus first (the source the player offers first),
 * MP3, and the cover.
 */
export const sampleFiles = ({ file }: Pick<SampleEntry, "file">) => ({
  audio: [
    { path: `audio/${file}.opus`, type: "audio/ogg; codecs=opus" },
    { path: `audio/${file}.mp3`, type: "audio/mpeg" },
  ],
  cover: `covers/${file}.webp`,
});

/**
 * Every problem of a collection's data, one line each naming the entry (its place and id) and
 * the field; an id used twice among them (Astro's file loader would keep the last one only).
 */
export function collectionProblems<T>(data: unknown, schema: z.ZodType<T>): string[] {
  if (!Array.isArray(data)) return ["precisa ser uma lista em JSON: [ { … }, { … } ]"];
  const seen = new Set<unknown>();
  return data.flatMap((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    const name = `item ${index + 1}${typeof id === "string" ? ` ("${id}")` : ""}`;
    const twice = id !== undefined && seen.has(id) ? [`${name}: id: aparece duas vezes`] : [];
    seen.add(id);
    const parsed = schema.safeParse(entry);
    const issues = parsed.success ? [] : parsed.error.issues;
    return [
      ...twice,
      ...issues.map((issue) => `${name}: ${issue.path.join(".") || "o item"}: ${issue.message}`),
    ];
  });
}

/** Every entry needs an id: Astro's file loader names entries by it. */
export const entryWithId = z.looseObject({
  id: z.string("precisa ser o identificador do item, um texto"),
});

/** A collection's file, checked by its schema, outside Astro: throws naming entries and fields. */
export function readCollection<T>(file: string, schema: z.ZodType<T>, root = process.cwd()): T[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(root, file), "utf8"));
  } catch (error) {
    throw new CollectionError(file, [
      `não pôde ser lido como JSON (confira vírgulas, aspas e colchetes): ${(error as Error).message}`,
    ]);
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
