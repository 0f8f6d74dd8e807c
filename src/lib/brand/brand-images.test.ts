// @vitest-environment node
import { describe, expect, it } from "vitest";
import { socialImageContent } from "../../content/social-image.ts";
import {
  BrandTextError,
  LOGO_SIZE,
  logoSquareSvg,
  OG_HEIGHT,
  OG_WIDTH,
  ogImageSvg,
  PALETTE,
} from "./brand-images.ts";

const NAMES = [
  "Raqs Music",
  "Dança & Melodia Produções",
  "Ó",
  "Estúdio Oriental Bailarinas do Brasil",
  "Academia Brasileira de Dança do Ventre e Música Árabe",
];

/**
 * The box around every point of the path data filled with exactly `fill` (no other attribute).
 * The control points of the outlines' quadratic curves bound the curves, so the ink never
 * leaves this box.
 */
function inkBox(svg: string, fill: string) {
  const paths = [...svg.matchAll(new RegExp(`<path d="([^"]+)" fill="${fill}"/>`, "g"))];
  expect(paths.length, `a path filled with ${fill}`).toBeGreaterThan(0);
  const numbers = paths.flatMap(([, d]) => (d ?? "").match(/-?\d*\.?\d+/g)?.map(Number) ?? []);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

const text = (siteName: string) => ({
  siteName,
  headline: socialImageContent.headline,
  sublines: socialImageContent.sublines,
});

describe("logoSquareSvg", () => {
  it.each(NAMES)("draws %j inside the 512 px square, with a margin", (name) => {
    const box = inkBox(logoSquareSvg(name), PALETTE.cream);
    expect(box.left).toBeGreaterThanOrEqual(32);
    expect(box.right).toBeLessThanOrEqual(LOGO_SIZE - 32);
    expect(box.bottom).toBeLessThanOrEqual(LOGO_SIZE - 24);
  });

  it("stops on a character the font cannot draw, naming it", () => {
    expect(() => logoSquareSvg("Łódź Music")).toThrow(BrandTextError);
    expect(() => logoSquareSvg("Łódź Music")).toThrow(/VITE_SITE_NAME.*Ł ź/);
  });

  it("stops on a name too long to read, naming the variable", () => {
    const long =
      "Academia Brasileira de Dança do Ventre e Música Árabe Personalizada para Bailarinas";
    expect(() => logoSquareSvg(long)).toThrow(/VITE_SITE_NAME .* is too long for the 512 px logo/);
  });
});

describe("ogImageSvg", () => {
  it.each(NAMES)("keeps %j inside the square a chat app may cut from the middle", (name) => {
    const box = inkBox(ogImageSvg(text(name)), PALETTE.goldLight);
    const square = { left: (OG_WIDTH - OG_HEIGHT) / 2, right: (OG_WIDTH + OG_HEIGHT) / 2 };
    expect(box.left).toBeGreaterThanOrEqual(square.left);
    expect(box.right).toBeLessThanOrEqual(square.right);
    expect(box.top).toBeGreaterThan(40);
  });

  it("draws the headline on two lines inside the same square", () => {
    const box = inkBox(ogImageSvg(text("Raqs Music")), PALETTE.cream);
    expect(box.left).toBeGreaterThanOrEqual((OG_WIDTH - OG_HEIGHT) / 2);
    expect(box.right).toBeLessThanOrEqual((OG_WIDTH + OG_HEIGHT) / 2);
  });
});
