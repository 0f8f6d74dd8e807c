// The e-mail that gives a buyer her order's address, in the owner's voice and with her site's
// name, as `npm run pedido -- novo` prints it (content/order-page.ts's orderMessages.created):
// written by the build with placeholders, one per package, and filled by the sales webhook
// (functions/_shared/order-email.ts), which has no copy of the words or of the configuration.
import type { APIRoute } from "astro";
import { siteConfig } from "../../config/site";
import { orderMessages } from "../../content/order-page";
import { ORDER_EMAIL_PLACEHOLDERS as slot, PACKAGE_SONGS } from "../../features/orders/order-model";

const message = (packageId: "single" | "triple") => ({
  assunto: orderMessages.createdSubject(slot.number, siteConfig.siteName),
  // The HTML part's own words (functions/_shared/order-email.ts builds it from the same text).
  titulo: orderMessages.createdHeading(slot.number),
  botao: orderMessages.createdButton,
  site: siteConfig.siteName,
  texto: orderMessages.created({
    buyerName: slot.name,
    number: slot.number,
    packageId,
    songs: PACKAGE_SONGS[packageId],
    address: slot.address,
    siteName: siteConfig.siteName,
  }),
});

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ single: message("single"), triple: message("triple") }), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
