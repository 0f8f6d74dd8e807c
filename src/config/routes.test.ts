import { describe, expect, it } from "vitest";
import { absoluteUrl, routeForPath } from "./routes";

describe("routeForPath", () => {
  it("maps the three pages, with or without a trailing slash", () => {
    expect(routeForPath("/")).toBe("home");
    expect(routeForPath("/termos-de-uso")).toBe("terms");
    expect(routeForPath("/termos-de-uso/")).toBe("terms");
    expect(routeForPath("/politica-de-privacidade")).toBe("privacy");
  });

  it("sends everything else to the 404 page", () => {
    expect(routeForPath("/404.html")).toBe("notFound");
    expect(routeForPath("/termos")).toBe("notFound");
    expect(routeForPath("/termos-de-uso/extra")).toBe("notFound");
  });
});

describe("absoluteUrl", () => {
  it("joins the public site URL and a path", () => {
    expect(absoluteUrl("https://x.com.br", "/")).toBe("https://x.com.br/");
    expect(absoluteUrl("https://x.com.br", "/termos-de-uso")).toBe(
      "https://x.com.br/termos-de-uso",
    );
  });
});
