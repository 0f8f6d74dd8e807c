/// <reference types="astro/client" />

declare const __BUILD_YEAR__: number;

/** features/analytics/analytics.astro, or the empty no-analytics.astro (integrations/site-config.ts). */
declare module "site:analytics" {
  const Analytics: (props: { route: import("./config/routes").RouteId }) => unknown;
  export default Analytics;
}

/** The scripts bundled on their own (integrations/standalone-scripts.ts). */
declare module "site:standalone-scripts" {
  const scripts: import("../integrations/standalone-scripts").StandaloneScripts;
  export default scripts;
}

/** src/lib/timing/painted-directive.ts, registered by integrations/index.ts. */
declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    "client:painted"?: boolean;
  }
}
