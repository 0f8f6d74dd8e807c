/**
 * What the checkout's redirect to the thank-you page may carry. The owner sets one thank-you
 * address per product (docs/publicar.md, §5): `/obrigado?plano=unica` and
 * `/obrigado?plano=profissional`, so the package comes preselected. The order code, in whichever
 * parameter the owner's platform uses (VITE_ORDER_CODE_PARAMS), is the page script's to read and
 * remove (order-code-handoff.ts).
 */
import type { PlanId } from "../../content/types";

export const PLAN_QUERY_PARAM = "plano";

/** The values `plano` takes, in the words of the thank-you addresses. */
export const PLAN_QUERY_VALUES = {
  unica: "single",
  profissional: "triple",
} as const satisfies Record<string, PlanId>;

/** The plan named by `?plano=`, or null. */
export function planFromSearch(search: string): PlanId | null {
  const value = new URLSearchParams(search).get(PLAN_QUERY_PARAM)?.trim().toLowerCase() ?? "";
  return Object.hasOwn(PLAN_QUERY_VALUES, value)
    ? PLAN_QUERY_VALUES[value as keyof typeof PLAN_QUERY_VALUES]
    : null;
}
