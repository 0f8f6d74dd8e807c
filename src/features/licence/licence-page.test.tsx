// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LicencePage } from "../../components/pages/licence-page";
import { licenceContent as words } from "../../content/licence";
import type { VersionedScope } from "./licence-scope";
import { startLicencePage } from "./licence-page";
import { LICENCE_PARTS, type LicencePageData } from "./page-parts";
import { showBeforePaint } from "./before-paint";
import { verifySignature } from "./signature";
import {
  EXAMPLE_AI,
  EXAMPLE_DELIVERED_AI,
  exampleLicence,
  newKey,
  signedFragment,
} from "./test-keys";
import type { Licence } from "./certificate";
import { keyFingerprint } from "./licence-page";

const demo = newKey();
const CURRENT = "2026-10-02";
/** The current § 9, shared by an older version, and an older one that differs. */
const SCOPES: VersionedScope[] = [
  {
    versions: [CURRENT, "2026-03-01"],
    scope: { allowed: ["revendê-la"], notAllowed: ["registrá-la como sua"] },
  },
  {
    versions: ["2025-04-13"],
    scope: { allowed: ["usá-la em aulas"], notAllowed: ["revendê-la a terceiros"] },
  },
];

/** /licenca as prerendered, its data, and the address of a certificate of Terms `terms`. */
function openPage(terms: string, changes: Partial<Licence> = {}) {
  const data: LicencePageData = {
    keys: [demo.listed],
    revocations: [],
    terms: CURRENT,
    asksSite: false,
  };
  document.body.innerHTML = `${renderToStaticMarkup(
    <LicencePage scopes={SCOPES} termsDate={CURRENT} />,
  )}<script type="application/json" ${LICENCE_PARTS.data}>${JSON.stringify(data)}</script>`;
  location.hash = signedFragment(demo, exampleLicence(demo, { terms, ...changes }));
  startLicencePage(document, verifySignature);
}

/** The items of the lists on show (a query by role leaves out what is hidden). */
const shownItems = () => screen.queryAllByRole("listitem").map((item) => item.textContent);

/** Verifying takes a moment more on a loaded machine than testing-library's 1 s. */
const PATIENCE = { timeout: 5000 };
const valid = () => screen.findByRole("heading", { name: words.status.valid.title }, PATIENCE);

/**
 * Waits for the verdict "valid": the first check of a run loads the signature's code and takes
 * about a second on a busy 2-core machine, past waitFor's default.
 */
const shownValid = () => waitFor(async () => expect(await valid()).toBeVisible(), PATIENCE);

beforeEach(() => {
  location.hash = "";
});

describe("showBeforePaint", () => {
  const dataOf = (keys: LicencePageData["keys"]) =>
    `<script type="application/json" ${LICENCE_PARTS.data}>${JSON.stringify({ keys, revocations: [], terms: CURRENT })}</script>`;
  /** /licenca as prerendered with its JSON, the checking script in its template. */
  function prerendered(keys: LicencePageData["keys"], hash: string) {
    document.body.innerHTML = `${renderToStaticMarkup(
      <LicencePage scopes={SCOPES} termsDate={CURRENT} />,
    )}${dataOf(keys)}<template ${LICENCE_PARTS.checker}><script type="module" src="/assets/licence.TEST.js"></script></template>`;
    location.hash = hash;
  }
  /** The panels on show after the script ran on the prerendered page. */
  const shownPanels = () =>
    [...document.querySelectorAll(`[${LICENCE_PARTS.panel}]:not([hidden])`)].map((panel) =>
      panel.getAttribute(LICENCE_PARTS.panel),
    );
  const checkerAdded = () =>
    document.querySelector(`body > script[src="/assets/licence.TEST.js"]`) !== null &&
    document.querySelector(`template[${LICENCE_PARTS.checker}]`) === null;
  const certificate = signedFragment(demo, exampleLicence(demo));

  it("shows 'off' for every address when the site has no key", () => {
    for (const hash of ["", certificate]) {
      prerendered([], hash);
      showBeforePaint(document);
      expect(shownPanels()).toEqual(["off"]);
    }
  });

  it("shows 'absent' without a certificate, and leaves 'checking' with one", () => {
    prerendered([demo.listed], "");
    showBeforePaint(document);
    expect(shownPanels()).toEqual(["absent"]);
    prerendered([demo.listed], certificate);
    showBeforePaint(document);
    expect(shownPanels()).toEqual(["checking"]);
  });

  it("adds the checking script at once for a certificate, its verdict waiting for it", () => {
    prerendered([demo.listed], certificate);
    showBeforePaint(document);
    expect(checkerAdded()).toBe(true);
  });

  it("adds it after the first paint without one", () => {
    const entries = vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
    const Observer = vi.fn(function (this: { observe: () => void; disconnect: () => void }) {
      this.observe = () => undefined;
      this.disconnect = () => undefined;
    });
    vi.stubGlobal(
      "PerformanceObserver",
      Object.assign(Observer, { supportedEntryTypes: ["paint"] }),
    );
    vi.useFakeTimers();
    try {
      prerendered([demo.listed], "");
      showBeforePaint(document);
      expect(checkerAdded()).toBe(false);
      vi.advanceTimersByTime(1000);
      expect(checkerAdded()).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      entries.mockRestore();
    }
  });

  it("reads no key from a page whose JSON is missing or broken, and shows 'off'", () => {
    document.body.innerHTML = `${renderToStaticMarkup(
      <LicencePage scopes={SCOPES} termsDate={CURRENT} />,
    )}<script type="application/json" ${LICENCE_PARTS.data}>{"keys":</script>`;
    location.hash = certificate;
    showBeforePaint(document);
    expect(shownPanels()).toEqual(["off"]);
  });

  it("agrees with the checking script when the site has no key", async () => {
    prerendered([], certificate);
    showBeforePaint(document);
    startLicencePage(document, verifySignature);
    await Promise.resolve();
    expect(screen.getByRole("heading", { name: words.status.off.title })).toBeVisible();
    expect(screen.queryByRole("heading", { name: words.details.title })).toBeNull();
  });
});

describe("startLicencePage's § 9", () => {
  it("shows the lists of an older version whose § 9 differs, naming it", async () => {
    openPage("2025-04-13");
    await shownValid();
    expect(shownItems()).toEqual(["usá-la em aulas", "revendê-la a terceiros"]);
    expect(screen.getByText(words.scope.source("13/04/2025"))).toBeVisible();
    expect(screen.getByText(words.scope.otherVersion("13/04/2025"))).toBeVisible();
  });

  it("shows the current lists for the current version and one whose § 9 is the same", async () => {
    for (const terms of [CURRENT, "2026-03-01"]) {
      openPage(terms);
      await shownValid();
      expect(shownItems()).toEqual(["revendê-la", "registrá-la como sua"]);
    }
  });

  it("shows no list for a version the site does not list, and says where its § 9 is", async () => {
    openPage("2024-01-01");
    await shownValid();
    expect(shownItems()).toEqual([]);
    expect(screen.getByText(words.scope.unlisted("01/01/2024"))).toBeVisible();
    expect(screen.getByRole("link", { name: words.scope.otherVersionLink })).toHaveAttribute(
      "href",
      "/termos-de-uso/2024-01-01",
    );
  });
});

describe("a certificate's status, asked of the site where it keeps orders", () => {
  /** /licenca for a valid certificate, on a site with an order store, its answer given. */
  async function openWith(answer: () => Promise<Response>) {
    const data: LicencePageData = {
      keys: [demo.listed],
      revocations: [],
      terms: CURRENT,
      asksSite: true,
    };
    document.body.innerHTML = `${renderToStaticMarkup(
      <LicencePage scopes={SCOPES} termsDate={CURRENT} />,
    )}<script type="application/json" ${LICENCE_PARTS.data}>${JSON.stringify(data)}</script>`;
    const licence = exampleLicence(demo);
    location.hash = signedFragment(demo, licence);
    const asked: string[] = [];
    await startLicencePage(document, verifySignature, (async (url: string) => {
      asked.push(url);
      return answer();
    }) as typeof fetch);
    return { licence, asked };
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  const revokedHeading = () =>
    screen.findByRole(
      "heading",
      { name: `${words.status.revoked.title} ${words.status.revoked.date("27/11/2026")}` },
      PATIENCE,
    );

  it("shows a refund the site recorded after the page was built, naming the song and holder", async () => {
    const { asked, licence } = await openWith(async () =>
      json(200, {
        number: exampleLicence(demo).number,
        known: true,
        revokedOn: "2026-11-27",
        reason: "refund",
        replacedBy: null,
      }),
    );
    // Once per check: the address's change starts a second one, which asks again.
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(
      new Set([`/api/licenca/${encodeURIComponent(exampleLicence(demo).number)}`]),
    );
    await waitFor(async () => expect(await revokedHeading()).toBeVisible(), PATIENCE);
    expect(
      screen.getByText(
        `A licença nº ${licence.number}, de “${licence.song}”, em nome de ${licence.licensee}, foi cancelada com o reembolso da música (seções 7 e 8 dos Termos de Uso), e não vale mais.`,
      ),
    ).toBeVisible();
  });

  it.each([
    [
      { reason: "replaced", replacedBy: "Q7HX-AAAAAA" },
      /foi substituída pela licença nº Q7HX-AAAAAA, de uma nova versão da música, e não vale mais\. Peça o certificado da nova versão a quem enviou este\.$/,
    ],
    [{ reason: "replaced", replacedBy: null }, /foi substituída por uma nova versão da música, e/],
    [{ reason: "platform-refund" }, /porque a plataforma de pagamento devolveu o valor da compra/],
    [{ reason: "chargeback" }, /foi contestada no cartão/],
    [{ reason: "platform-cancel" }, /porque a plataforma de pagamento cancelou a compra/],
    // Recorded before the reasons were: it says only what is known.
    [{ reason: null }, /, em nome de [^,]+, foi cancelada, e não vale mais\.$/],
    // A reason the page does not know is never shown as one.
    [{ reason: "whatever" }, /, foi cancelada, e não vale mais\.$/],
  ])(
    "says the true reason the site recorded (%j), never a refund for a replacement",
    async (why, text) => {
      await openWith(async () =>
        json(200, {
          number: exampleLicence(demo).number,
          known: true,
          revokedOn: "2026-11-27",
          ...why,
        }),
      );
      await waitFor(async () => expect(await revokedHeading()).toBeVisible(), PATIENCE);
      const said = document.querySelector(`[${LICENCE_PARTS.field}="revoked-text"]`)?.textContent;
      expect(said).toMatch(text);
      if (why.reason !== "refund") expect(said).not.toContain("reembolso");
    },
  );

  it("falls back to the published list where the site does not know it or does not answer", async () => {
    for (const answer of [
      async () => json(404, { error: "pedido-nao-encontrado" }),
      async () => json(200, { number: exampleLicence(demo).number, known: false, revokedOn: null }),
      async () => json(200, { number: "OUTRO-NUMERO", known: true, revokedOn: "2026-11-27" }),
      async () => {
        throw new TypeError("Failed to fetch");
      },
    ]) {
      await openWith(answer);
      await waitFor(async () => expect(await valid()).toBeVisible(), PATIENCE);
    }
  });

  it("asks nothing on a site without an order store", async () => {
    const fetcher = vi.fn();
    document.body.innerHTML = `${renderToStaticMarkup(
      <LicencePage scopes={SCOPES} termsDate={CURRENT} />,
    )}<script type="application/json" ${LICENCE_PARTS.data}>${JSON.stringify({ keys: [demo.listed], revocations: [], terms: CURRENT, asksSite: false })}</script>`;
    location.hash = signedFragment(demo, exampleLicence(demo));
    await startLicencePage(document, verifySignature, fetcher as unknown as typeof fetch);
    await waitFor(async () => expect(await valid()).toBeVisible(), PATIENCE);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe("startLicencePage's certificate", () => {
  /** A detail's value, by its label. */
  const detail = (label: string) =>
    screen.getByText(label, { selector: "dt" }).parentElement?.querySelector("dd");

  it("shows what made a v2 certificate's song, and when, as signed", async () => {
    openPage(CURRENT, { ai: EXAMPLE_AI });
    await shownValid();
    expect(detail(words.details.madeWith)).toHaveTextContent("Suno, plano Pro");
    expect(detail(words.details.created)).toHaveTextContent("28/04/2026");
  });

  it("labels a v3 certificate's day as the delivery's, never the creation's", async () => {
    openPage(CURRENT, { ai: EXAMPLE_DELIVERED_AI });
    await shownValid();
    expect(detail(words.details.madeWith)).toHaveTextContent("Suno, plano Pro");
    expect(detail(words.details.delivered)).toHaveTextContent("02/05/2026");
    expect(screen.queryByText(words.details.created, { selector: "dt" })).toBeNull();
    // The next certificate in the same page, a v2, gets its own label back.
    location.hash = signedFragment(demo, exampleLicence(demo, { terms: CURRENT, ai: EXAMPLE_AI }));
    await waitFor(() => expect(detail(words.details.created)).toHaveTextContent("28/04/2026"));
  });

  it("prints that the licence ends when cancelled, and where to check it", async () => {
    openPage(CURRENT);
    await shownValid();
    expect(document.querySelector(`[${LICENCE_PARTS.field}="print-check"]`)?.textContent).toBe(
      `${words.print.qrCaption}A licença nº ${exampleLicence(demo).number} deixa de valer se for cancelada: confira se ainda vale por esse QR code, ou no endereço completo do certificado, em ${location.host}/licenca#…`,
    );
  });

  it("leaves those lines out for a certificate issued before v2, which still checks out", async () => {
    openPage(CURRENT);
    await shownValid();
    expect(screen.getByText(words.details.madeWith, { selector: "dt" })).not.toBeVisible();
    expect(screen.getByText(words.details.created, { selector: "dt" })).not.toBeVisible();
  });

  it("prints the signature and the key, so that the paper stands without the site", async () => {
    openPage(CURRENT, { ai: EXAMPLE_AI });
    await shownValid();
    expect(detail(words.signature.value)?.textContent).toBe(location.hash.split(".")[2]);
    expect(detail(words.signature.key)).toHaveTextContent(demo.listed.publicKey);
    const fingerprint = await keyFingerprint(demo.listed.publicKey);
    await waitFor(() =>
      expect(detail(words.signature.keyFingerprint)).toHaveTextContent(fingerprint),
    );
    // The seller's name is the configuration's: the kind of signature is what matters here.
    expect(screen.getByText(/com uma assinatura eletrônica simples/)).toBeVisible();
    expect(screen.getByText(words.holder.text)).toBeVisible();
  });
});
