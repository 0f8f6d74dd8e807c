/**
 * The sessionStorage key: the attribution lives for the visit (the tab), never in a cookie. Apart
 * from attribution-store.ts so that the data register (config/data-register.ts) reads it in Node.
 */
export const ATTRIBUTION_STORAGE_KEY = "campaign_attribution";
