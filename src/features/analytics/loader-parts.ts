/**
 * What analytics.astro's loader reads besides the paint (lib/timing/when-painted.ts). Imported by
 * nothing the measurement script imports, so that the loader stays a script in the page (a module
 * both imported would become a chunk it cannot load).
 */

/** The template that holds measurement's script until the page has painted (analytics.astro). */
export const MEASUREMENT_SCRIPT = "data-measurement-script";
