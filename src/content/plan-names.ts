import type { PlanId } from "./types.ts";

/**
 * Each package's name, written once: the plans' cards and buttons, the song brief's package
 * choice, the order page and the owner's commands read it. Its own module, with nothing else, so
 * that the brief's island carries the names and not the plans' cards.
 */
export const PLAN_NAMES = {
  single: "Música Única",
  triple: "Pacote Profissional",
} as const satisfies Record<PlanId, string>;

/** The packages, in the order the site shows them. */
export const PLAN_IDS = Object.keys(PLAN_NAMES) as readonly PlanId[];
