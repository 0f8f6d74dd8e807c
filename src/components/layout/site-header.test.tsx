// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { headerContent } from "../../content/navigation";
import { startHeaderMenu } from "../../lib/disclosure/header-menu";
import { SiteHeader, type SiteHeaderProps } from "./site-header";

/** The header as a page ships it: static HTML, then the entry script's menu behaviour. */
function showHeader(props: SiteHeaderProps = {}, { enhance = true } = {}) {
  document.body.innerHTML = renderToStaticMarkup(<SiteHeader {...props} />);
  if (enhance) startHeaderMenu(document);
  const button = screen.getByRole("button", { name: headerContent.menuOpenLabel, hidden: true });
  const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
  return { button, menu };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("SiteHeader", () => {
  it("has the in-page links and the Comprar Agora link to the pricing section", () => {
    showHeader();
    expect(screen.getByRole("navigation", { name: "Navegação principal" })).toBeVisible();
    expect(screen.getAllByRole("link", { name: "Como Funciona" })[0]).toHaveAttribute(
      "href",
      "#como-funciona",
    );
    expect(screen.getAllByRole("link", { name: "Preços" })[0]).toHaveAttribute("href", "#precos");
    expect(screen.getAllByRole("link", { name: "Exemplos" })[0]).toHaveAttribute(
      "href",
      "#exemplos",
    );
    for (const link of screen.getAllByRole("link", { name: "Comprar Agora" })) {
      expect(link).toHaveAttribute("href", "#precos");
    }
  });

  it("names the phone's menu apart from the wide screens' navigation", async () => {
    const { button, menu } = showHeader();
    await userEvent.click(button);
    expect(screen.getByRole("navigation", { name: "Menu de navegação" })).toBe(menu);
    const names = [...document.querySelectorAll("nav")].map((nav) =>
      nav.getAttribute("aria-label"),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it("points the links back to the landing page from other documents", () => {
    showHeader({ variant: "document" });
    expect(screen.getAllByRole("link", { name: "Preços" })[0]).toHaveAttribute("href", "/#precos");
  });

  it("offers no purchase on an order's page, and keeps the way back to the landing page", () => {
    showHeader({ variant: "document", cta: false });
    expect(screen.queryByRole("link", { name: headerContent.cta.label })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Preços" })[0]).toHaveAttribute("href", "/#precos");
  });

  it("keeps the menu button invisible (but in place) until the script can make it work", () => {
    const { button } = showHeader({}, { enhance: false });
    expect(button).toHaveClass("invisible");
    expect(button).not.toHaveAttribute("data-ready");
    startHeaderMenu(document);
    expect(button).toHaveAttribute("data-ready");
  });

  it("toggles the menu with a disclosure button", async () => {
    const user = userEvent.setup();
    const { button, menu } = showHeader();
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName(headerContent.menuCloseLabel);
    expect(menu).toBeVisible();

    await user.click(button);
    expect(button).toHaveAccessibleName(headerContent.menuOpenLabel);
    expect(menu).not.toBeVisible();
  });

  it("closes on Escape and returns focus to the button", async () => {
    const user = userEvent.setup();
    const { button, menu } = showHeader();
    await user.click(button);
    menu.querySelector("a")!.focus();
    await user.keyboard("{Escape}");
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it("leaves focus alone on Escape while the menu is closed", async () => {
    const user = userEvent.setup();
    const { button } = showHeader();
    const link = screen.getAllByRole("link", { name: "Preços" })[0]!;
    link.focus();
    await user.keyboard("{Escape}");
    expect(link).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when a link in the menu, or the Comprar Agora button, is chosen", async () => {
    const user = userEvent.setup();
    const { button, menu } = showHeader();
    await user.click(button);
    await user.click(menu.querySelector("a")!);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();

    await user.click(button);
    const ctas = screen.getAllByRole("link", { name: "Comprar Agora" });
    await user.click(ctas[ctas.length - 1]!);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
