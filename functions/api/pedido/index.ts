// GET /api/pedido: the order its token opens (Authorization: Bearer <token>), for /pedido.
import { answerOrder, storeOf } from "../../_shared/order-api.ts";
import type { OrderBindings } from "../../../src/features/orders/cloudflare.ts";

export const onRequestGet = ({ request, env }: { request: Request; env: OrderBindings }) =>
  answerOrder({ request, store: storeOf(env), now: new Date() });
