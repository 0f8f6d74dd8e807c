import {
  attributionFromSearch,
  parseStoredAttribution,
  serializeAttribution,
  type Attribution,
} from "./attribution";

import { ATTRIBUTION_STORAGE_KEY } from "./attribution-key";

export { ATTRIBUTION_STORAGE_KEY };

export interface AttributionEnvironment {
  readonly location: Pick<Location, "search">;
  /** A getter, because merely reading `window.sessionStorage` throws where storage is blocked. */
  readonly storage: () => Pick<Storage, "getItem" | "setItem">;
}

/**
 * Keeps the attribution of this address for the rest of the visit (a new campaign link replaces
 * the previous one) and returns what is kept now. Blocked storage means: this page's own
 * parameters only, nothing remembered, and no error.
 */
export function syncAttribution({ location, storage }: AttributionEnvironment): Attribution | null {
  const fromAddress = attributionFromSearch(location.search);
  try {
    const store = storage();
    if (fromAddress !== null)
      store.setItem(ATTRIBUTION_STORAGE_KEY, serializeAttribution(fromAddress));
    return fromAddress ?? parseStoredAttribution(store.getItem(ATTRIBUTION_STORAGE_KEY));
  } catch {
    return fromAddress;
  }
}
