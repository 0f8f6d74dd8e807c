/**
 * The links that open the buyer's own WhatsApp or e-mail with a message typed in: the song brief
 * (/obrigado) and the order page's "Precisa de ajuda?" (/pedido). No imports: each page's script
 * takes these two functions alone.
 */

/** `https://wa.me/<number>?text=…`; spaces as %20, which every WhatsApp app reads. */
export function whatsappMessageLink(digits: string, message: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** `mailto:` with subject and body; line breaks as CRLF, as RFC 6068 asks of a body. */
export function mailtoMessageLink(to: string, subject: string, body: string): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
