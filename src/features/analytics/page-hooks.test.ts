import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECKOUT_LINK_SELECTOR } from "../../lib/promo/decorate-links";
import { CHOICE_NAMES } from "../brief/typed-before-hydration";
import { CONSENT_PARTS, CONSENT_ROOM } from "./consent-parts";
import { BRIEF_PLAN_INPUT, BRIEF_READY_HEADING_ID, CHECKOUT_LINKS } from "./page-hooks";

describe("what measurement reads of the page", () => {
  it("is what the page script and the brief write", () => {
    expect(CHECKOUT_LINKS).toBe(CHECKOUT_LINK_SELECTOR);
    expect(BRIEF_PLAN_INPUT).toBe(CHOICE_NAMES.plan);
    const sendPanel = readFileSync(
      join(process.cwd(), "src/features/brief/send-panel.tsx"),
      "utf8",
    );
    expect(sendPanel).toContain(`id="${BRIEF_READY_HEADING_ID}"`);
  });

  it("the banner's stylesheet reads the room and the parts the script writes", () => {
    const css = readFileSync(
      join(process.cwd(), "src/features/analytics/consent-banner.css"),
      "utf8",
    );
    expect(css).toContain(`var(${CONSENT_ROOM}`);
    expect(css).toContain(`[${CONSENT_PARTS.banner}]`);
    const float = readFileSync(
      join(process.cwd(), "src/components/layout/whatsapp-float.tsx"),
      "utf8",
    );
    const floating = /\[(data-floating-contact)\]/.exec(css)?.[1];
    expect(floating).toBeDefined();
    expect(float).toContain(`${floating!}=""`);
  });
});
