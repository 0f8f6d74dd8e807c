import { describe, expect, it } from "vitest";
import { absoluteUrl } from "./routes";

describe("absoluteUrl", () => {
  it("joins the public site URL and a path", () => {
    expect(absoluteUrl("https://x.com.br", "/")).toBe("https://x.com.br/");
    expect(absoluteUrl("https://x.com.br", "/termos-de-uso")).toBe(
      "https://x.com.br/termos-de-uso",
    );
  });
});
