// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { LicencePage } from "../../components/pages/licence-page";
import { licenceContent as words } from "../../content/licence";
import type { VersionedScope } from "./licence-scope";
import { startLicencePage } from "./licence-page";
import { LICENCE_PARTS, type LicencePageData } from "./page-parts";
import { prePaintScript } from "./pre-paint";
import { verifySignature } from "./signature";
import { exampleLicence, newKey, signedFragment } from "./test-keys";

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
function openPage(terms: string) {
  const data: LicencePageData = { keys: [demo.listed], revocations: [], terms: CURRENT };
  document.body.innerHTML = `${renderToStaticMarkup(
    <LicencePage scopes={SCOPES} termsDate="02/10/2026" />,
  )}<script type="application/json" ${LICENCE_PARTS.data}>${JSON.stringify(data)}</script>`;
  location.hash = signedFragment(demo, exampleLicence(demo, { terms }));
  startLicencePage(document, verifySignature);
}

/** The items of the lists on show (a query by role leaves out what is hidden). */
const shownItems = () => screen.queryAllByRole("listitem").map((item) => item.textContent);

const valid = () => screen.findByRole("heading", { name: words.status.valid.title });

beforeEach(() => {
  location.hash = "";
});

describe("prePaintScript", () => {
  /** The panel on show after the inline script ran on the prerendered page, at `hash`. */
  function panelAfter(hasKeys: boolean, hash: string) {
    document.body.innerHTML = renderToStaticMarkup(
      <LicencePage scopes={SCOPES} termsDate="02/10/2026" />,
    );
    location.hash = hash;
    new Function(prePaintScript(hasKeys))();
    const shown = document.querySelectorAll(`[${LICENCE_PARTS.panel}]:not([hidden])`);
    return [...shown].map((panel) => panel.getAttribute(LICENCE_PARTS.panel));
  }
  const certificate = signedFragment(demo, exampleLicence(demo));

  it("shows 'off' for every address when the site has no key", () => {
    expect(panelAfter(false, "")).toEqual(["off"]);
    expect(panelAfter(false, certificate)).toEqual(["off"]);
  });

  it("shows 'absent' without a certificate, and leaves 'checking' with one", () => {
    expect(panelAfter(true, "")).toEqual(["absent"]);
    expect(panelAfter(true, certificate)).toEqual(["checking"]);
  });

  it("agrees with the page's script when the site has no key", async () => {
    document.body.innerHTML = `${renderToStaticMarkup(
      <LicencePage scopes={SCOPES} termsDate="02/10/2026" />,
    )}<script type="application/json" ${LICENCE_PARTS.data}>${JSON.stringify({ keys: [], revocations: [], terms: CURRENT })}</script>`;
    location.hash = certificate;
    new Function(prePaintScript(false))();
    startLicencePage(document, verifySignature);
    await Promise.resolve();
    expect(screen.getByRole("heading", { name: words.status.off.title })).toBeVisible();
    expect(screen.queryByRole("heading", { name: words.details.title })).toBeNull();
  });
});

describe("startLicencePage's § 9", () => {
  it("shows the lists of an older version whose § 9 differs, naming it", async () => {
    openPage("2025-04-13");
    await waitFor(async () => expect(await valid()).toBeVisible());
    expect(shownItems()).toEqual(["usá-la em aulas", "revendê-la a terceiros"]);
    expect(screen.getByText(words.scope.source("13/04/2025"))).toBeVisible();
    expect(screen.getByText(words.scope.otherVersion("13/04/2025"))).toBeVisible();
  });

  it("shows the current lists for the current version and one whose § 9 is the same", async () => {
    for (const terms of [CURRENT, "2026-03-01"]) {
      openPage(terms);
      await waitFor(async () => expect(await valid()).toBeVisible());
      expect(shownItems()).toEqual(["revendê-la", "registrá-la como sua"]);
    }
  });

  it("shows no list for a version the site does not list, and says where its § 9 is", async () => {
    openPage("2024-01-01");
    await waitFor(async () => expect(await valid()).toBeVisible());
    expect(shownItems()).toEqual([]);
    expect(screen.getByText(words.scope.unlisted("01/01/2024"))).toBeVisible();
    expect(screen.getByRole("link", { name: words.scope.otherVersionLink })).toHaveAttribute(
      "href",
      "/termos-de-uso/2024-01-01",
    );
  });
});
