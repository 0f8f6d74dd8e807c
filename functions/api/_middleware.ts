// Every /api/ answer: an error nobody foresaw becomes a plain 500 with the API's headers (never
// cached, no Referer), not the runtime's page.
import { API_HEADERS } from "../_shared/order-api.ts";

export async function onRequest({ next }: { next: () => Promise<Response> }): Promise<Response> {
  try {
    return await next();
  } catch (error) {
    console.error(error);
    return new Response(JSON.stringify({ error: "erro-interno" }), {
      status: 500,
      headers: { ...API_HEADERS, "Content-Type": "application/json; charset=utf-8" },
    });
  }
}
