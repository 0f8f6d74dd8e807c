/**
 * Where the brief's draft is kept and for how long, written once: the brief keeps and reads it
 * (brief-draft.ts), and the texts that promise it read these (content/draft.ts). Every page of the
 * site removes it once past its time (lib/storage/expiring.ts, by the `expiresAt` it carries).
 */
import type { SiteStorageKey } from "../../lib/storage/expiring";

export const DRAFT_STORAGE_KEY = "site:song-brief-draft" satisfies SiteStorageKey;

/** Days after its last change that a draft is removed. */
export const DRAFT_LIFETIME_DAYS = 30;
