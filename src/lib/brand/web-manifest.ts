/** The web app manifest (`/site.webmanifest`) of the configured brand. Pure. */

/**
 * The app icons: the brand mark alone, no letters, so they do not depend on the configuration
 * and stay committed in public/ (made by tools/demo-assets/images/generate-icons.mjs).
 */
export const APP_ICONS = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export interface WebManifestInput {
  readonly siteName: string;
  readonly siteDescription: string;
  /** Splash-screen background and browser UI colour. */
  readonly colour: string;
}

export function webManifest({ siteName, siteDescription, colour }: WebManifestInput) {
  return {
    name: siteName,
    // The owner's name as written: launchers shorten a long one themselves, and an abbreviation
    // made up here could misspell the brand.
    short_name: siteName,
    description: siteDescription,
    lang: "pt-BR",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: colour,
    theme_color: colour,
    icons: APP_ICONS,
  };
}

/** The manifest as the file the browser fetches. */
export function webManifestFile(input: WebManifestInput): string {
  return `${JSON.stringify(webManifest(input), null, 2)}\n`;
}
