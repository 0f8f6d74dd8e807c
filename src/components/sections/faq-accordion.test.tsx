// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { faqItems } from "../../content/faq";
import { startAccordions } from "../../lib/disclosure/accordion";
import { FaqAccordion } from "./faq-accordion";

const first = faqItems[0]!;
const second = faqItems[1]!;

/** The FAQ as the page ships it: prerendered HTML, then (unless JavaScript is off) the script. */
function showFaq({ enhance = true } = {}) {
  document.body.innerHTML = renderToStaticMarkup(<FaqAccordion />);
  if (enhance) startAccordions(document);
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("FaqAccordion", () => {
  it("prerenders every answer visible, for visitors without JavaScript", () => {
    showFaq({ enhance: false });
    expect(screen.getAllByRole("region")).toHaveLength(faqItems.length);
    for (const item of faqItems) {
      expect(screen.getByRole("region", { name: item.question })).toBeVisible();
      expect(screen.getByRole("button", { name: item.question })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
    }
  });

  it("starts closed once interactive, with heading buttons controlling labelled regions", () => {
    showFaq();
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(faqItems.length);
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button.parentElement?.tagName).toBe("H3");
      const panel = document.getElementById(button.getAttribute("aria-controls")!);
      expect(panel).toHaveAttribute("role", "region");
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
      expect(panel).not.toBeVisible();
    }
  });

  it("opens one item at a time and closes the open one on a second press", async () => {
    const user = userEvent.setup();
    showFaq();
    const firstButton = screen.getByRole("button", { name: first.question });
    const secondButton = screen.getByRole("button", { name: second.question });

    await user.click(firstButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: first.question })).toBeVisible();

    await user.click(secondButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "false");
    expect(secondButton).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("region")).toHaveLength(1);

    await user.click(secondButton);
    expect(secondButton).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    showFaq();
    await user.tab();
    expect(screen.getByRole("button", { name: first.question })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: first.question })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: first.question })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
