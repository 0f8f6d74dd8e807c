/**
 * What the checkout's redirect to the thank-you page may carry. The owner sets one thank-you
 * address per product (README, launch checklist): `/obrigado?plano=unica` and
 * `/obrigado?plano=profissional`, so the package comes preselected. The order code comes in
 * whichever parameter the owner's platform uses, named in VITE_ORDER_CODE_PARAMS.
 */
import type { PlanId } from "../../content/types";

export const PLAN_QUERY_PARAM = "plano";

/** The values `plano` takes, in the words of the thank-you addresses. */
export const PLAN_QUERY_VALUES = {
  unica: "single",
  profissional: "triple",
} as const satisfies Record<string, PlanId>;

/** An order code: letters, digits and `-`, `_`, `.`; anything else is not prefilled. */
export const ORDER_CODE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The plan named by `?plano=`, or null. */
export function planFromSearch(search: string): PlanId | null {
  const value = new URLSearchParams(search).get(PLAN_QUERY_PARAM)?.trim().toLowerCase() ?? "";
  return Object.hasOwn(PLAN_QUERY_VALUES, value)
    ? PLAN_QUERY_VALUES[value as keyof typeof PLAN_QUERY_VALUES]
    : null;
}

/** The first valid order code among the configured parameters, or null. */
export function orderCodeFromSearch(search: string, params: readonly string[]): string | null {
  const query = new URLSearchParams(search);
  for (const name of params) {
    const value = query.get(name)?.trim();
    if (value && ORDER_CODE_PATTERN.test(value)) return value;
  }
  return null;
}
