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

/** The build's words of the e-mail, per package (src/pages/pedido/mensagem.json.ts). */
export interface OrderEmailWords {
  readonly assunto: string;
  readonly texto: string;
  /** The HTML part's heading and button, and her site's name. */
  readonly titulo: string;
  readonly botao: string;
  readonly site: string;
}

/**
 * The site's colours (src/styles/global.css's tokens of the same names; order-email.test.ts binds
 * them): an e-mail reads no style sheet, so each is written inline.
 */
export const EMAIL_COLORS = {
  burgundy: "#7a1f3d",
  cream: "#fbf5ea",
  ink: "#2a1a22",
  "ink-soft": "#5b4550",
  night: "#12132b",
} as const;

/** The phone's own typeface, as the site's body text (global.css's --font-sans). */
const FONT = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/**
 * The e-mail as sent: the text as the owner's command prints it, and the same words as simple
 * HTML for the phone's mail app: her site's name, a heading, each line of the text a paragraph,
 * the address a big button (its label the build's) with the address itself under it, and her
 * site's name again as the signature. Inline styles only, no image, nothing to load.
 */
export function orderEmailParts(words: {
  readonly subject: string;
  readonly text: string;
  readonly heading: string;
  readonly button: string;
  readonly siteName: string;
  readonly address: string;
}): { readonly subject: string; readonly text: string; readonly html: string } {
  const { subject, text, heading, button, siteName, address } = words;
  const e = escapeHtml;
  const c = EMAIL_COLORS;
  const paragraph = (line: string, style = "") =>
    `<p style="margin:0 0 16px;${style}">${e(line)}</p>`;
  const blocks = text.split(/\n{2,}/).map((block) => block.split("\n"));
  const body = blocks
    .map((lines, index) =>
      lines
        .map((line) => {
          if (line === address) {
            return [
              `<p style="margin:8px 0 8px;"><a href="${e(address)}" style="display:block;padding:16px 20px;background-color:${c.burgundy};color:#ffffff;font-size:19px;font-weight:bold;line-height:1.3;text-align:center;text-decoration:none;border-radius:10px;">${e(button)}</a></p>`,
              `<p style="margin:0 0 20px;font-size:14px;line-height:1.4;color:${c["ink-soft"]};word-break:break-all;"><a href="${e(address)}" style="color:${c.burgundy};">${e(address)}</a></p>`,
            ].join("\n");
          }
          const signature = index === blocks.length - 1 && line === siteName;
          return paragraph(line, signature ? "margin-top:24px;font-weight:bold;" : "");
        })
        .join("\n"),
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${c.cream};">
<div role="article" aria-label="${e(subject)}" lang="pt-BR" style="max-width:560px;margin:0 auto;padding:28px 20px;font-family:${FONT};font-size:17px;line-height:1.55;color:${c.ink};">
<p style="margin:0 0 6px;font-size:15px;font-weight:bold;letter-spacing:0.02em;color:${c.burgundy};">${e(siteName)}</p>
<h1 style="margin:0 0 20px;font-family:Georgia, 'Times New Roman', serif;font-size:26px;line-height:1.25;font-weight:bold;color:${c.night};">${e(heading)}</h1>
${body}
</div>
</body>
</html>
`;
  return { subject, text, html };
}

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
  const messages = (await words.json()) as Record<PackageId, OrderEmailWords>;
  const message = messages[order.package];
  if (!message) return false;
  const fill = (text: string) =>
    text
      .replaceAll(slot.name, firstName(order.buyerName))
      .replaceAll(slot.number, order.number)
      .replaceAll(slot.address, order.address);
  const email = orderEmailParts({
    subject: fill(message.assunto),
    text: fill(message.texto),
    heading: fill(message.titulo),
    button: message.botao,
    siteName: message.site,
    address: order.address,
  });
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
      subject: email.subject,
      text: email.text,
      html: email.html,
    }),
  });
  return answer.ok;
}
