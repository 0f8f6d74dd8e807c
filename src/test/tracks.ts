/**
 * The listed samples as the page shows them, for tests, which run outside Astro: samples.json
 * read through the collection's schema (no files checked), with the configured brand as artist.
 */
import { siteConfig } from "../config/site";
import { readSamples } from "../content/collections";
import { toTrack } from "../content/tracks";

export const tracks = readSamples().map((sample) => toTrack(sample, siteConfig.siteName));
