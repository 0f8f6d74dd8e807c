// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ButtonLink } from "./button-link";
import { Container } from "./container";

// A caller's class must win over the base class it conflicts with, whatever the order of the
// two rules in the stylesheet: only one of them may reach the element.
describe("class overrides", () => {
  it("a button link's padding from the caller replaces its own", () => {
    render(
      <ButtonLink href="#precos" className="px-4">
        Ver preços
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Ver preços" });
    expect(link).toHaveClass("px-4", "py-3", "rounded-full");
    expect(link).not.toHaveClass("px-6");
  });

  it("a button link's variant colours give way to the caller's", () => {
    render(
      <ButtonLink href="#precos" variant="gold" className="bg-burgundy">
        Ver preços
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Ver preços" });
    expect(link).toHaveClass("bg-burgundy", "text-night");
    expect(link).not.toHaveClass("bg-gold");
  });

  it("a container keeps its width and takes the caller's padding", () => {
    render(
      <Container className="px-4">
        <p>Conteúdo</p>
      </Container>,
    );
    const column = screen.getByText("Conteúdo").parentElement;
    expect(column).toHaveClass("px-4", "sm:px-8", "max-w-6xl");
    expect(column).not.toHaveClass("px-5");
  });
});
