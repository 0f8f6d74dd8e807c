/**
 * A content collection's entries (src/content.config.ts) in the order its file lists them, which is
 * the order an owner chose and the page keeps: getCollection's own order is not the file's. For
 * .astro files only (astro:content).
 */
import { getCollection, type CollectionEntry } from "astro:content";
import {
  collectionFile,
  COLLECTION_FILES,
  entryWithId,
  readCollection,
} from "../../content/collections";

type Name = keyof typeof COLLECTION_FILES;

export async function listedEntries<C extends Name>(
  name: C,
): Promise<CollectionEntry<C>["data"][]> {
  const order = readCollection(collectionFile(name), entryWithId).map((entry) => entry.id);
  // Astro warns of an empty collection as of a mistake; an owner may have no testimonials yet.
  if (order.length === 0) return [];
  const entries = await getCollection(name);
  return entries
    .toSorted((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
    .map((entry) => entry.data);
}
