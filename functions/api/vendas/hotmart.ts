// POST /api/vendas/hotmart: Hotmart's Webhook 2.0, authenticated by X-HOTMART-HOTTOK (functions/_shared/sales-api.ts).
import { answerSale, type SalesBindings } from "../../_shared/sales-api.ts";

export const onRequestPost = ({ request, env }: { request: Request; env: SalesBindings }) =>
  answerSale("hotmart", { request, env, now: new Date() });
