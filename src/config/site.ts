import { parseSiteEnv } from "./env-schema";

/** The validated site configuration, read once from the build-time `VITE_*` variables. */
export const siteConfig = parseSiteEnv(import.meta.env);
