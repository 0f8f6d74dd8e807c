/**
 * The register of what this site keeps (data-register.ts), for the configuration being built,
 * once: the pages' sentences about data (content/draft.ts, content/download-proof.ts) read their
 * entries here. Data, not copy: it lives beside the configuration, where the tests that read every
 * content module's strings as copy do not take its places ("r2:pedidos/<pedido>/…") for text. Never
 * imported by an island, so that the register stays in the pages' HTML.
 */
import { analyticsConfig } from "./analytics";
import { registerFor } from "./data-register";
import { siteConfig } from "./site";

export const siteRegister = registerFor(siteConfig, analyticsConfig);
