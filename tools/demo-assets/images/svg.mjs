// @ts-check
// SVG minification with svgo, configured for the files the generators write.
//
// Used by generate-{icons,ornaments,avatars,payment-logos}.mjs.

import { optimize } from "svgo";

/**
 * A generated SVG document, minified with svgo's default preset, except what would change the
 * meaning or the shape of our files:
 * - `role="img"` stays: the logos are labelled images (svgo keeps aria-* but drops role);
 * - path data stays as the generators draw it (already rounded, in absolute commands that
 *   src/lib/brand's tests read back), unless `pathPrecision` asks svgo to rewrite it;
 * - attributes keep their order (`d` before `fill`), which those tests read too.
 * @param {string} svg
 * @param {{ pathPrecision?: number }} [options] decimals of svgo's compact path data
 */
export function minifySvg(svg, { pathPrecision } = {}) {
  return optimize(svg, {
    multipass: true,
    plugins: [
      {
        name: "preset-default",
        params: {
          overrides: {
            removeUnknownsAndDefaults: { keepRoleAttr: true },
            convertPathData:
              pathPrecision === undefined ? false : { floatPrecision: pathPrecision },
            sortAttrs: false,
          },
        },
      },
    ],
  }).data;
}

/**
 * Every path's data in an SVG fragment rewritten by svgo with `precision` decimals (compact:
 * relative commands and shorthands where shorter), for artwork made by others whose path data
 * carries more decimals than its size needs (the payment logos, rounded in their own units).
 * @param {string} markup the elements inside an `<svg>`, in its user units
 * @param {number} precision
 */
export function roundPaths(markup, precision) {
  const wrapped = `<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>`;
  const { data } = optimize(wrapped, {
    plugins: [{ name: "convertPathData", params: { floatPrecision: precision } }],
  });
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(data);
  if (!inner) throw new Error("svgo returned an unexpected document");
  return inner[1] ?? "";
}
