// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Testimonial } from "../../content/collections";
import { TestimonialsSection } from "./testimonials-section";

const REAL: Testimonial = {
  id: "ana",
  example: false,
  quote: "A música chegou no dia seguinte, linda.",
  name: "Ana Souza",
  role: "Bailarina · Recife (PE)",
  avatar: "luana",
  stars: 5,
};

describe("TestimonialsSection", () => {
  it("shows each testimonial under the section's heading", () => {
    render(<TestimonialsSection testimonials={[REAL]} />);
    const section = screen.getByRole("region", { name: "O que dizem as bailarinas" });
    expect(within(section).getByText("“A música chegou no dia seguinte, linda.”")).toBeVisible();
    expect(within(section).getByText("Ana Souza")).toBeVisible();
  });

  // An owner who removed the examples and has no real testimonials yet (issue 47).
  it("leaves the section out, heading and all, when there is no testimonial", () => {
    const { container } = render(<TestimonialsSection testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
