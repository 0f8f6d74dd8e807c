/**
 * The mode of `npm run build:launch` (`astro build --mode launch`): the build that publishes her
 * site, read by the build's integration (integrations/site-config.ts) and by the legal pages'
 * versions (content/published-legal.ts).
 */
export const LAUNCH_MODE = "launch";
