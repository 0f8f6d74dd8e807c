import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

describe("EmailAddress", () => {
  it("lets a line break only before the @", () => {
    expect(renderToStaticMarkup(<EmailAddress address="atendimento@dancaemelodia.com.br" />)).toBe(
      "atendimento<wbr/>@dancaemelodia.com.br",
    );
  });

  it("keeps a hyphenated part whole, its hyphen the address's own", () => {
    expect(renderToStaticMarkup(<EmailAddress address="ola@danca-e-melodia.com" />)).toBe(
      'ola<wbr/><span class="whitespace-nowrap">@danca-e-melodia.com</span>',
    );
  });
});
