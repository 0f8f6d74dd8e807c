/**
 * The tests' stand-in for Resend's API (functions/_shared/order-email.ts): mounted only on the
 * tests' order site (scripts/orders-site.mjs, at RESEND_STANDIN), it keeps each e-mail it is asked
 * to send in the site's own bucket, under its idempotency key, and answers as Resend does. The
 * tests read them back through the store endpoint (op "emails").
 */
import type { OrderBindings } from "../src/features/orders/cloudflare.ts";

/** Where the kept e-mails are, by idempotency key. */
export const EMAILS_PREFIX = "__testes/emails/";

export const onRequestPost = async ({
  request,
  env,
}: {
  request: Request;
  env: OrderBindings;
}): Promise<Response> => {
  if (!env.ARQUIVOS) return new Response("no bucket bound", { status: 500 });
  const key = request.headers.get("Idempotency-Key") ?? "sem-chave";
  const sent = {
    authorization: request.headers.get("Authorization"),
    body: (await request.json()) as unknown,
  };
  const id = crypto.randomUUID();
  await env.ARQUIVOS.put(`${EMAILS_PREFIX}${key}/${id}.json`, JSON.stringify(sent));
  return Response.json({ id });
};
