/**
 * The banner's parts, as consent-banner.tsx marks them and start-analytics.ts finds them. Apart
 * from the component, so that the script on the page does not bring React's JSX runtime along.
 */
/** The attribute of each part. */
export const CONSENT_PARTS = {
  banner: "data-consent-banner",
  accept: "data-consent-accept",
  reject: "data-consent-reject",
  customize: "data-consent-customize",
  save: "data-consent-save",
  options: "data-consent-options",
  status: "data-consent-status",
  open: "data-consent-open",
} as const;

export const CONSENT_CATEGORY_INPUT = "consentimento";

/** The banner's height while it is open, on the body (consent-banner.css reads it). */
export const CONSENT_ROOM = "--consent-room";
