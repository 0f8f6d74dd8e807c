// The register bound to the code: every column of the order store's schema has its entry and
// every D1 entry names a column; every file the store writes has one; every cookie and storage
// key the browser code sets has one; each retention is the rule the deleting code calls; and a
// provider's country and basis never go beyond its facts. What an erase leaves on a real store is
// checked in scripts/owner/dados.test.ts.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAnalyticsEnv } from "./env-analytics";
import { parseSiteEnv, type RawEnv } from "./env-schema";
import {
  ACCOUNTANT,
  CHAVES,
  CHECKOUT_PIXEL,
  PRAZOS,
  entryAt,
  STORE_ENTRIES,
  checkoutPixelData,
  recipient,
  registerFor,
} from "./data-register";
import { PROVIDER_FACTS } from "./provider-facts";
import {
  SONG_FILES,
  recordEnds,
  retentionEnds,
  taxReviewEnds,
} from "../features/orders/order-model";
import { CONSENT_COOKIE, TAG_COOKIES } from "../features/analytics/consent";
import { PROMO_COOKIE_NAME } from "../lib/promo/promo-code";
import { ATTRIBUTION_STORAGE_KEY } from "../lib/promo/attribution-store";
import { DRAFT_STORAGE_KEY } from "../features/brief/draft-policy";

const MIGRATIONS = "deploy/d1-migrations";

/**
 * Every `table.column` the migrations leave: CREATE TABLE's columns, ALTER TABLE … ADD COLUMN,
 * and a table made again (CREATE … _new, DROP TABLE, ALTER TABLE … RENAME TO), in their order.
 */
function schemaColumns(dir = MIGRATIONS): string[] {
  const tables = new Map<string, string[]>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    const sql = readFileSync(join(dir, file), "utf8").replace(/--.*$/gm, "");
    for (const [
      ,
      created,
      body = "",
      added,
      column = "",
      dropped,
      renamed,
      to = "",
    ] of sql.matchAll(
      /CREATE TABLE\s+(\w+)\s*\(([\s\S]*?)\)\s*(?:STRICT)?\s*;|ALTER TABLE\s+(\w+)\s+ADD COLUMN\s+(\w+)|DROP TABLE\s+(\w+)|ALTER TABLE\s+(\w+)\s+RENAME TO\s+(\w+)/gi,
    )) {
      if (created) {
        const names = body
          .split(",\n")
          .map((line) => /^\s*(\w+)\s+(TEXT|INTEGER|REAL|BLOB|ANY)\b/i.exec(line)?.[1])
          .filter((name): name is string => name !== undefined);
        tables.set(created, names);
      } else if (added) tables.get(added)?.push(column);
      else if (dropped) tables.delete(dropped);
      else if (renamed) {
        tables.set(to, tables.get(renamed) ?? []);
        tables.delete(renamed);
      }
    }
  }
  return [...tables].flatMap(([table, names]) => names.map((name) => `${table}.${name}`));
}

/** Everything on: orders, a licence key, WhatsApp, the checkout's Pixel and all three tools. */
const EVERYTHING: RawEnv = {
  VITE_SITE_NAME: "Estúdio Layla",
  VITE_SITE_NAME_ARTICLE: "o",
  VITE_PAYMENT_PLATFORM: "Kiwify",
  VITE_CHECKOUT_META_PIXEL: "sim",
  VITE_LICENCE_PUBLIC_KEY: "EwAHAv_BOlrP8B5GJv06XtK5JOuhFyLk3J5i5W-b5S8",
  VITE_WHATSAPP_NUMBER: "+55 21 99123-4567",
  VITE_HOSTING_PROVIDER: "Cloudflare",
  VITE_HOSTING_PROVIDER_COUNTRY: "Estados Unidos",
  VITE_HOSTING_PROVIDER_TRANSFER_BASIS: "clausulas-padrao",
  VITE_AI_PROVIDER: "Suno",
  VITE_AI_PROVIDER_COUNTRY: "Estados Unidos",
  VITE_AI_PROVIDER_TRANSFER_BASIS: "contrato",
  VITE_PLAUSIBLE_DOMAIN: "estudiolayla.com.br",
  VITE_GA4_MEASUREMENT_ID: "G-LAYLA12345",
  VITE_GA4_COUNTRY: "Estados Unidos",
  VITE_GA4_TRANSFER_BASIS: "clausulas-padrao",
  VITE_META_PIXEL_ID: "112233445566778",
};
const everything = registerFor(parseSiteEnv(EVERYTHING), parseAnalyticsEnv(EVERYTHING));
const places = (entries: readonly { onde: string }[]) => entries.map((entry) => entry.onde);

describe("the order store's schema", () => {
  const columns = schemaColumns();

  it("reads the migrations' columns", () => {
    expect(columns).toContain("orders.buyer_email");
    expect(columns).toContain("songs.first_download_at");
    expect(columns).toContain("certificates.revoked_on");
    // 0003 makes `orders` again, with her phone: its columns, not the copy's name.
    expect(columns).toContain("orders.buyer_phone");
    expect(columns.filter((column) => column.startsWith("orders_new."))).toEqual([]);
  });

  it("has an entry for every column, and every D1 entry names a column that exists", () => {
    const d1 = places(STORE_ENTRIES)
      .filter((onde) => onde.startsWith("d1:"))
      .map((onde) => onde.slice(3));
    expect([...d1].sort()).toEqual([...columns].sort());
    expect(new Set(d1).size).toBe(d1.length);
  });

  it("says of every column what the erase does with it", () => {
    for (const entry of STORE_ENTRIES) {
      expect(entry.depoisDeApagar, entry.onde).toMatch(/^(apagado|mantido)$/);
    }
  });
});

describe("the owner's guide to certificates (docs/licences.md)", () => {
  // Its words for what stays of a certificate in the store, by column: a new column in the
  // certificates table fails here until the guide names it.
  const WORDS: Record<string, string> = {
    "d1:certificates.number": "o número da licença",
    "d1:certificates.order_number": "o número do pedido",
    "d1:certificates.revoked_on": "a data e o motivo do cancelamento",
    "d1:certificates.revoked_reason": "o motivo do cancelamento",
    "d1:certificates.replaced_by": "o número da licença nova",
  };

  it("names every column the store keeps of a certificate", () => {
    const guide = readFileSync("docs/licences.md", "utf8").replace(/\s+/g, " ");
    const kept = guide.slice(
      guide.indexOf("depois, ficam no banco só"),
      guide.indexOf("Sem os pedidos no site"),
    );
    expect(kept).not.toBe("");
    const columns = places(STORE_ENTRIES).filter((onde) => onde.startsWith("d1:certificates."));
    expect(columns.sort()).toEqual(Object.keys(WORDS).sort());
    for (const onde of columns) expect(kept, onde).toContain(WORDS[onde]);
  });
});

describe("the order store's files", () => {
  it("has an entry for every file name a song has in the bucket", () => {
    const r2 = places(STORE_ENTRIES).filter((onde) => onde.startsWith("r2:"));
    expect(r2.sort()).toEqual(
      Object.values(SONG_FILES)
        .map((file) => `r2:pedidos/<pedido>/<música>/${file}`)
        .sort(),
    );
  });

  it("is written by the store only under the keys fileKey makes", () => {
    const store = readFileSync("src/features/orders/order-store.ts", "utf8");
    const puts = [...store.matchAll(/files\.put\(\s*([^,]+),/g)].map((match) => match[1]);
    expect(puts.length).toBeGreaterThan(0);
    for (const key of puts) expect(key).toMatch(/^fileKey\(/);
  });
});

/** The browser code that writes a cookie or a storage entry, and the key each writes. */
const WRITERS: Record<string, string[]> = {
  "src/lib/promo/promo-store.ts": [`cookie:${PROMO_COOKIE_NAME}`],
  "src/features/analytics/start-analytics.ts": [`cookie:${CONSENT_COOKIE}`],
  "src/features/brief/brief-draft.ts": [`localStorage:${DRAFT_STORAGE_KEY}`],
  "src/lib/promo/attribution-store.ts": [`sessionStorage:${ATTRIBUTION_STORAGE_KEY}`],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the browser's cookies and storage", () => {
  it("are written only where the register knows the key", () => {
    const writers = sourceFiles("src").filter((file) => {
      const text = readFileSync(file, "utf8");
      // A cookie written (not removed: Max-Age=0), or a storage entry set.
      const cookie = [...text.matchAll(/document\.cookie\s*=\s*(.+)$/gm)].some(
        (match) => !/Max-Age=0/.test(match[1] ?? ""),
      );
      return cookie || /\.setItem\(/.test(text);
    });
    expect(writers.sort()).toEqual(Object.keys(WRITERS).sort());
  });

  it("each have their entry", () => {
    const known = places(everything);
    for (const key of Object.values(WRITERS).flat()) expect(known).toContain(key);
  });

  it("include the cookies the tags set, with consent", () => {
    const known = places(everything);
    // GA4's _gid and _gat are only removed (older gtag.js set them); gtag.js sets _ga and _ga_<id>.
    for (const name of [...TAG_COOKIES.publicidade, "_ga", "_ga_LAYLA12345"]) {
      expect(known).toContain(`cookie:${name}`);
    }
  });

  it("are only the promo code's, the campaign's and the draft's where nothing is measured", () => {
    const demo = registerFor(parseSiteEnv({}));
    expect(
      places(demo).filter((onde) => /^(cookie|localStorage|sessionStorage):/.test(onde)),
    ).toEqual([
      `cookie:${PROMO_COOKIE_NAME}`,
      `sessionStorage:${ATTRIBUTION_STORAGE_KEY}`,
      `localStorage:${DRAFT_STORAGE_KEY}`,
    ]);
  });
});

describe("registerFor", () => {
  it("has no store where she delivers by her own links, and names the link's service instead", () => {
    const links = registerFor(parseSiteEnv({ VITE_ORDER_PAGE: "nao" }));
    expect(places(links).some((onde) => /^(d1|r2):/.test(onde))).toBe(false);
    expect(places(links)).toContain("log:servico-do-link");
  });

  it("has the certificates only with a licence key", () => {
    const noKey = registerFor(parseSiteEnv({ VITE_LICENCE_PUBLIC_KEY: "nenhuma" }));
    expect(places(noKey)).not.toContain("d1:songs.certificate");
    expect(places(everything)).toContain("d1:songs.certificate");
  });

  it("names once each entry a sentence finds by name (her mailbox holds several data)", () => {
    const links = registerFor(parseSiteEnv({ VITE_ORDER_PAGE: "nao" }));
    for (const register of [everything, links]) {
      const keys = register.flatMap(({ chave }) => (chave === undefined ? [] : [chave]));
      expect(new Set(keys).size).toBe(keys.length);
    }
    // Every name is some configuration's: the link's file only where she delivers by link.
    expect([...everything, ...links].map(({ chave }) => chave)).toEqual(
      expect.arrayContaining(Object.values(CHAVES)),
    );
  });

  it("keeps what she keeps herself by the rules the policy states, the fiscal records with her accountant", () => {
    expect(entryAt(everything, "vendedora:arquivos-de-audio").destinatarios).toEqual([]);
    expect(entryAt(everything, "vendedora:registros-fiscais").destinatarios).toEqual([ACCOUNTANT]);
    expect(entryAt(everything, "vendedora:arquivos-de-audio").prazo).toBe(PRAZOS.mensagens);
    expect(entryAt(everything, "vendedora:registros-fiscais").prazo).toBe(PRAZOS.fiscal);
    expect(PRAZOS.fiscal.regra).toBe(taxReviewEnds);
    expect(PRAZOS.fiscal.regra("2026-03-10")).toBe("2032-01-01");
    expect(PRAZOS.mensagens.regra(new Date("2026-03-10T15:00:00Z"))).toBe("2031-03-10");
  });

  it("has, with delivery by link, the song's file at the link's service", () => {
    const links = registerFor(
      parseSiteEnv({ VITE_ORDER_PAGE: "nao", VITE_DOWNLOAD_SERVICE: "Dropbox" }),
    );
    const file = links.find(
      ({ dado }) => dado === "o arquivo da música completa, no link de download",
    );
    expect(file?.onde).toBe("fornecedor:dropbox");
    expect(file?.prazo).toBe(PRAZOS.mensagens);
  });

  it("gives each entry every field", () => {
    for (const entry of everything) {
      for (const field of ["dado", "finalidade", "base", "apagamento", "ligadoPor", "categoria"]) {
        expect(String(entry[field as keyof typeof entry]), `${entry.onde} ${field}`).not.toBe("");
      }
      expect(entry.prazo.texto, entry.onde).not.toBe("");
      expect(entry.base, entry.onde).toMatch(/art\. (7|11|14)/);
      expect(entry.categoria, entry.onde).toMatch(/^(user|system)\.[a-z_.]+$/);
    }
  });
});

describe("the retention rules", () => {
  it("are the functions `apagar` calls", () => {
    expect(PRAZOS.paginaDoPedido.regra).toBe(retentionEnds);
    expect(PRAZOS.registroDaVenda.regra).toBe(recordEnds);
    const actions = readFileSync("scripts/owner/orders/actions.mjs", "utf8");
    const apagar = actions.slice(actions.indexOf("export async function apagar"));
    expect(apagar).toContain(
      "recordEnds({ purchasedOn: order.purchasedOn, erasedAt: order.erasedAt })",
    );
    expect(apagar).toContain("retentionEnds(order)");
  });

  it("give every store entry one of the two, or the certificates' status", () => {
    for (const entry of STORE_ENTRIES) {
      expect(
        [PRAZOS.paginaDoPedido, PRAZOS.registroDaVenda, PRAZOS.statusDoCertificado],
        entry.onde,
      ).toContain(entry.prazo);
      expect(entry.prazo === PRAZOS.paginaDoPedido, entry.onde).toBe(
        entry.depoisDeApagar === "apagado",
      );
    }
  });
});

describe("a provider as a recipient", () => {
  it("never states a transfer basis its facts do not support", () => {
    const cloudflare = recipient(
      "VITE_HOSTING_PROVIDER",
      { name: "Cloudflare", country: "Estados Unidos", transferBasis: "clausulas-padrao" },
      "",
    );
    expect(cloudflare).toMatchObject({ pais: "Estados Unidos", baseTransferencia: null });
    for (const entry of everything) {
      for (const who of entry.destinatarios) {
        const facts = PROVIDER_FACTS.find((item) => who.fonte.includes(item.source ?? "∅"));
        // The facts' own basis, or the one the processing itself carries (art. 33, VIII or IX).
        const own = entry.base.startsWith("art. 7º, V (")
          ? "contrato"
          : entry.base.startsWith("art. 7º, I (")
            ? "consentimento"
            : null;
        if (facts && who.baseTransferencia !== null) {
          expect([facts.transferBasis, own], `${entry.onde} ${who.nome}`).toContain(
            who.baseTransferencia,
          );
        }
      }
    }
  });

  it("takes the country from the facts and keeps the contract's basis (art. 33, IX)", () => {
    const suno = everything.find((entry) => entry.onde === "fornecedor:suno");
    expect(suno?.destinatarios[0]).toMatchObject({
      pais: "Estados Unidos",
      baseTransferencia: "contrato",
    });
    const whatsapp = everything.find((entry) => entry.onde.startsWith("fornecedor:whatsapp"));
    expect(whatsapp?.destinatarios[0]?.pais).toBe("Estados Unidos");
  });
});

describe("the transfers that rest on consent, and the checkout's Pixel", () => {
  const tags: RawEnv = {
    ...EVERYTHING,
    VITE_GA4_TRANSFER_BASIS: "consentimento",
    VITE_META_PIXEL_COUNTRY: "Estados Unidos",
    VITE_META_PIXEL_TRANSFER_BASIS: "consentimento",
  };
  const register = registerFor(parseSiteEnv(tags), parseAnalyticsEnv(tags));
  const to = (name: string) =>
    register.find((entry) => entry.destinatarios[0]?.nome === name)?.destinatarios[0];

  it("keep the visitor's consent (art. 33, VIII) where the tag already asks for it", () => {
    expect(to("Google LLC (Google Analytics 4)")?.baseTransferencia).toBe("consentimento");
    expect(to("Meta Platforms, Inc. (Meta Pixel)")?.baseTransferencia).toBe("consentimento");
    // Consent no one is asked for carries nothing: a hosting, or the checkout's Pixel.
    expect(
      recipient(
        "VITE_HOSTING_PROVIDER",
        { name: "Cloudflare", country: "Estados Unidos", transferBasis: "consentimento" },
        "",
      ).baseTransferencia,
    ).toBeNull();
    expect(to(CHECKOUT_PIXEL)).toMatchObject({ pais: "Estados Unidos", baseTransferencia: null });
  });

  it("say what Meta receives at the checkout, on legitimate interest", () => {
    const checkout = (contact: string) =>
      registerFor(
        parseSiteEnv({ ...EVERYTHING, VITE_CHECKOUT_META_PIXEL_CONTACT: contact }),
        parseAnalyticsEnv(EVERYTHING),
      ).find((entry) => entry.destinatarios[0]?.nome === CHECKOUT_PIXEL);
    expect(checkout("nao")).toMatchObject({
      dado: checkoutPixelData(false),
      base: "art. 7º, IX (legítimo interesse)",
      ligadoPor: "VITE_CHECKOUT_META_PIXEL=sim e VITE_CHECKOUT_META_PIXEL_CONTACT=nao",
    });
    expect(checkoutPixelData(false)).toContain("não o nome, o e-mail nem o telefone");
    expect(checkout("sim")?.dado).toContain(", e o nome, o e-mail e o telefone");
    expect(checkout("sim")?.categoria).toBe("user.contact");
  });
});
