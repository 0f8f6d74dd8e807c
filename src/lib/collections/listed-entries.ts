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
  const entries = await getCollection(name);
  const order = readCollection(collectionFile(name), entryWithId).map((entry) => entry.id);
  return entries
    .toSorted((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
    .map((entry) => entry.data);
}
