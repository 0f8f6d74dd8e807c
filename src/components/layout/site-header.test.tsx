import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

describe("SiteHeader", () => {
  it("has the in-page links and the Comprar Agora link to the pricing section", () => {
    render(<SiteHeader />);
    const nav = screen.getAllByRole("navigation", { name: "Navegação principal" })[0]!;
    expect(nav).toBeInTheDocument();
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

  it("points the links back to the landing page from other documents", () => {
    render(<SiteHeader variant="document" />);
    expect(screen.getAllByRole("link", { name: "Preços" })[0]).toHaveAttribute("href", "/#precos");
  });

  it("keeps the menu button invisible (but in place) in the prerendered HTML, where it could not work", () => {
    expect(renderToString(<SiteHeader />)).toMatch(/<button[^>]*class="[^"]*\binvisible\b/);
  });

  it("toggles the menu with a disclosure button", async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const button = screen.getByRole("button", { name: "Abrir menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName("Fechar menu");
    expect(menu).toBeVisible();

    await user.click(button);
    expect(menu).not.toBeVisible();
  });

  it("closes on Escape and returns focus to the button", async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const button = screen.getByRole("button", { name: "Abrir menu" });
    await user.click(button);
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    menu.querySelector("a")!.focus();
    await user.keyboard("{Escape}");
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it("closes when a link in the menu is chosen", async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    const button = screen.getByRole("button", { name: "Abrir menu" });
    await user.click(button);
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    await user.click(menu.querySelector("a")!);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
