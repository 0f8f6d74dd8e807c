// POST /api/vendas/kiwify: Kiwify's webhook, signed with ?signature= (functions/_shared/sales-api.ts).
import { answerSale, type SalesBindings } from "../../_shared/sales-api.ts";

export const onRequestPost = ({ request, env }: { request: Request; env: SalesBindings }) =>
  answerSale("kiwify", { request, env, now: new Date() });
