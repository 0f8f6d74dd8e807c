/**
 * The register of what this site keeps (config/data-register.ts), for the configuration being
 * built, once: the pages' sentences about data read their entries here. Never imported by an
 * island, so that the register stays in the pages' HTML.
 */
import { analyticsConfig } from "../config/analytics";
import { registerFor } from "../config/data-register";
import { siteConfig } from "../config/site";

export const siteRegister = registerFor(siteConfig, analyticsConfig);
