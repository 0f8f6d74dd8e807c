// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notFoundContent } from "../../content/pages";
import { NotFoundPage } from "../../components/pages/not-found-page";
import { reportNotFound } from "./report-not-found";

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("reportNotFound", () => {
  it("logs the 404 message with the address the visitor tried", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = renderToStaticMarkup(<NotFoundPage />);
    window.history.replaceState(null, "", "/pagina/que-nao-existe");
    reportNotFound(document);
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(
      notFoundContent.consoleMessage("/pagina/que-nao-existe"),
    );
  });

  it("names the exact address, whatever characters it holds", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = renderToStaticMarkup(<NotFoundPage />);
    for (const path of ["/a$'b", "/a$&b", "/$1$2", "/a$`b", "/$$"]) {
      window.history.replaceState(null, "", path);
      reportNotFound(document);
      expect(consoleError).toHaveBeenLastCalledWith(
        notFoundContent.consoleMessage(window.location.pathname),
      );
      expect(consoleError.mock.lastCall?.[0]).toContain(window.location.pathname);
    }
  });

  it("logs nothing on the other documents", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = "<main></main>";
    reportNotFound(document);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
