// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { avatarImage } from "../../lib/avatars/avatar-image";
import { TestimonialsSection, type ShownTestimonial } from "./testimonials-section";

const REAL: ShownTestimonial = {
  id: "ana",
  example: false,
  quote: "A música chegou no dia seguinte, linda.",
  name: "Ana Souza",
  role: "Bailarina · Recife (PE)",
  avatar: "luana",
  avatarImage: avatarImage("luana", "drawing"),
  stars: 5,
};

describe("TestimonialsSection", () => {
  it("shows each testimonial under the section's heading", () => {
    render(<TestimonialsSection testimonials={[REAL]} />);
    const section = screen.getByRole("region", { name: "O que dizem as bailarinas" });
    expect(within(section).getByText("“A música chegou no dia seguinte, linda.”")).toBeVisible();
    expect(within(section).getByText("Ana Souza")).toBeVisible();
  });

  it("shows her photo beside her name, decorative, from its 1x and 2x files, its size held", () => {
    render(
      <TestimonialsSection
        testimonials={[{ ...REAL, avatarImage: avatarImage("ana", "photo") }]}
      />,
    );
    const figure = screen.getByRole("figure");
    // alt="": her name is beside it; assistive technology skips the picture.
    const photo = within(figure).getByRole("presentation");
    expect(photo).toHaveAttribute("alt", "");
    expect(photo).toHaveAttribute("src", "/avatars/ana.56.webp");
    expect(photo).toHaveAttribute("srcset", "/avatars/ana.56.webp 1x, /avatars/ana.112.webp 2x");
    expect(photo).toHaveAttribute("width", "56");
    expect(photo).toHaveAttribute("height", "56");
  });

  // An owner who removed the examples and has no real testimonials yet (issue 47).
  it("leaves the section out, heading and all, when there is no testimonial", () => {
    const { container } = render(<TestimonialsSection testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
