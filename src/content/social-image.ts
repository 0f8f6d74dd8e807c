/**
 * The text drawn on the social-sharing image (`/og-image.jpg`, rendered by the build from the
 * brand) and the image's alternative text. No imports: the build reads this module outside the
 * app, where the site configuration is not loaded.
 */
const headline = "Músicas Árabes com seu Nome";

export const socialImageContent = {
  /** The size sharing cards expect (Open Graph's recommended 1.91:1). */
  width: 1200,
  height: 630,
  headline,
  /** Two lines under the headline, the second in gold between two small stars. */
  // No "24 horas" here: an image has no room for when they count (the page says it beside them).
  sublines: ["Músicas exclusivas para a sua dança do ventre", "Com a letra aprovada por você"],
  alt: (siteName: string) => `${siteName}: ${headline}`,
} as const;
