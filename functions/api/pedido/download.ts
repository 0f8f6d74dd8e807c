// POST /api/pedido/download: the confirmed download, recorded once, answered with the file's
// address. Nothing else records a download.
import { answerDownload, storeOf } from "../../_shared/order-api.ts";
import type { OrderBindings } from "../../../src/features/orders/cloudflare.ts";

export const onRequestPost = ({ request, env }: { request: Request; env: OrderBindings }) =>
  answerDownload({ request, store: storeOf(env), now: new Date() });
