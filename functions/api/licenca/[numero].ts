// GET /api/licenca/<number>: a certificate's status, so that /licenca shows a refund at once.
import { answerCertificate, storeOf } from "../../_shared/order-api.ts";
import type { OrderBindings } from "../../../src/features/orders/cloudflare.ts";

interface Context {
  readonly request: Request;
  readonly env: OrderBindings;
  readonly params: { readonly numero?: string | readonly string[] };
}

export const onRequestGet = ({ request, env, params }: Context) =>
  answerCertificate(
    { request, store: storeOf(env), now: new Date() },
    typeof params.numero === "string" ? params.numero : "",
  );
