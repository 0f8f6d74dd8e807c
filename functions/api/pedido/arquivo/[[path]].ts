// GET and HEAD /api/pedido/arquivo/<order>/<song>/<file>?t=<ticket>: a preview or the full
// version, with byte ranges.
import { answerFile, storeOf } from "../../../_shared/order-api.ts";
import type { OrderBindings } from "../../../../src/features/orders/cloudflare.ts";

interface Context {
  readonly request: Request;
  readonly env: OrderBindings;
  readonly params: { readonly path?: string | readonly string[] };
}

const answer = ({ request, env, params }: Context) =>
  answerFile(
    { request, store: storeOf(env), now: new Date() },
    typeof params.path === "string" ? [params.path] : (params.path ?? []),
  );

export const onRequestGet = answer;
export const onRequestHead = answer;
