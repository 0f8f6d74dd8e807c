/**
 * The e-mail that gives a buyer her order's private address, sent once when the platform's
 * approval opens the order (functions/_shared/sales-api.ts; issue 58, decision 0028). Sent through
 * Resend's HTTP API (her own domain's SPF and DKIM, 3,000 a month free, an idempotency key), with
 * its key a Pages secret. Its words are the build's (src/pages/pedido/mensagem.json.ts, her voice
 * and her site's name); this file only fills them in.
 */
import { firstName } from "../../src/content/order-page.ts";
import {
  ORDER_EMAIL_FILE,
  ORDER_EMAIL_PLACEHOLDERS as slot,
  type PackageId,
} from "../../src/features/orders/order-model.ts";

export interface EmailBindings {
  /** Resend's API key (a Pages secret); without it nothing is sent and `lista` shows the text. */
  readonly RESEND_API_KEY?: string;
  /** Who sends it, on her domain: "Estúdio Layla <pedidos@estudiolayla.com.br>". */
  readonly EMAIL_FROM?: string;
  /** Where Resend is: its API, or the tests' stand-in. */
  readonly RESEND_API_URL?: string;
  readonly ASSETS?: { fetch(input: string): Promise<Response> };
}

export const RESEND_API = "https://api.resend.com";

/** Is an e-mail service configured? */
export const emailConfigured = (env: EmailBindings) =>
  Boolean(env.RESEND_API_KEY && env.EMAIL_FROM);

/**
 * Sends the order's address; true once Resend accepted it. The idempotency key is the order's:
 * a second call for the same order within Resend's window sends nothing new.
 */
export async function sendOrderAddress(
  env: EmailBindings,
  order: {
    readonly number: string;
    readonly package: PackageId;
    readonly buyerName: string;
    readonly buyerEmail: string;
    readonly address: string;
  },
  origin: string,
): Promise<boolean> {
  if (!emailConfigured(env) || !env.ASSETS) return false;
  const words = await env.ASSETS.fetch(new URL(ORDER_EMAIL_FILE, origin).href);
  if (!words.ok) return false;
  const messages = (await words.json()) as Record<PackageId, { assunto: string; texto: string }>;
  const message = messages[order.package];
  if (!message) return false;
  const fill = (text: string) =>
    text
      .replaceAll(slot.name, firstName(order.buyerName))
      .replaceAll(slot.number, order.number)
      .replaceAll(slot.address, order.address);
  const answer = await fetch(`${env.RESEND_API_URL ?? RESEND_API}/emails`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${env.RESEND_API_KEY}`,
      "Content-Type": "application/json",
      "Idempotency-Key": `pedido-${order.number}`,
    },
    body: JSON.stringify({
      from: env.EMAIL_FROM,
      to: [order.buyerEmail],
      subject: fill(message.assunto),
      text: fill(message.texto),
    }),
  });
  return answer.ok;
}
