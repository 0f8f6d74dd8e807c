/**
 * The samples as the pages show and measure them: the samples collection, in the order
 * samples.json lists them, as the player's tracks. For .astro files only.
 */
import { siteConfig } from "../../config/site";
import { samplesFile } from "../../content/collections";
import { listedEntries } from "../../lib/collections/listed-entries";
import { toTrack } from "../../content/tracks";
import type { SampleTrack } from "../../content/types";

export async function listedTracks(): Promise<readonly SampleTrack[]> {
  const samples = await listedEntries("samples");
  // An empty list passes the schema, and a page without samples must not ship.
  if (samples.length === 0) {
    throw new Error(
      `${samplesFile()} lists no sample: the page needs at least one (npm run samples -- add, docs/samples.md)`,
    );
  }
  return samples.map((sample) => toTrack(sample, siteConfig.siteName));
}
