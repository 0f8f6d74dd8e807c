import { readPageJson } from "../../lib/page-json";

/**
 * The attributes that tie /pedido's prerendered markup (components/pages/order-page.tsx) to its
 * script (order-page.ts): each part of the page, by what it is.
 */
export const ORDER_PARTS = {
  /** The JSON of the page's settings (OrderPageData). */
  data: "data-order-data",
  /** A state's panel: its value is the state ("loading", "not-found", …). */
  panel: "data-order-panel",
  /** The order, shown once it has come. */
  view: "data-order-view",
  /** A field the script writes: its value is the field's name. */
  field: "data-order-field",
  /** The list the songs go in, and the `<template>` of one song. */
  songs: "data-order-songs",
  songTemplate: "data-order-song",
  /** A part of a song's card: its value is the part's name. */
  part: "data-order-part",
  /** A button: its value is what it does. */
  action: "data-order-action",
  /** One preview's player, and its label. */
  preview: "data-order-preview",
} as const;

/** What the page's JSON holds (pedido.astro writes it from the configuration). */
export interface OrderPageData {
  /** The satisfaction guarantee's longest time after a song is made available. */
  readonly guaranteeDays: number;
  /** The seller's contacts, for "Precisa de ajuda com este pedido?" */
  readonly email: string;
  readonly whatsapp: string | null;
}

/** The page's JSON; unreadable, the demo's guarantee days and no contact but e-mail. */
export function readOrderPageData(doc: Document): OrderPageData {
  const fallback: OrderPageData = { guaranteeDays: 0, email: "", whatsapp: null };
  const data = readPageJson(doc, ORDER_PARTS.data);
  return typeof data === "object" && data !== null ? { ...fallback, ...data } : fallback;
}

/** The page's states before the order is shown. */
export const ORDER_PANELS = ["loading", "no-token", "not-found", "unavailable"] as const;
export type OrderPanel = (typeof ORDER_PANELS)[number];
