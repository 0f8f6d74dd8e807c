import type { SellerVoice } from "./env-offer.ts";

/**
 * Her voice (VITE_SELLER_VOICE) for /pedido's own script (content/order-page.ts), handed over
 * apart from the whole configuration, which that script does not carry
 * (docs/decisions/0018-scripts-bundled-on-their-own.md): by Vite's and esbuild's `define`, by
 * vitest.config.ts and playwright.config.ts (integrations/site-config.ts, `globalsOf`), and by
 * `npm run pedido`, which sets it on `globalThis` before it prints a message.
 */
declare const __SELLER_VOICE__: SellerVoice | undefined;

/**
 * The voice handed to this code, or null in a bare Node process (`npm run pedido` before it has
 * read the configuration). No imports but types: the owner's commands run this file as it is.
 */
export function handedVoice(): SellerVoice | null {
  return typeof __SELLER_VOICE__ === "undefined" ? null : __SELLER_VOICE__;
}
