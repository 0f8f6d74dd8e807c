// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { absoluteDynamicImports, finishPage, scriptHash, type Inlined } from "./finish-documents";

const PAGE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" >
    <title>Página</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body><div id="root"><p>Conteúdo &amp; mais</p></div></body>
</html>`;

const inlined: Inlined = {
  entryFileName: "assets/index-abc.js",
  script: "console.log(1)",
  stylesheets: new Map([["assets/index-def.css", "body{color:red}"]]),
  policy: "script-src 'self' 'sha256-x'",
};

describe("finishPage", () => {
  it("puts the entry and the stylesheet inline and the policy after <meta charset>, leaving the rest as it was", () => {
    expect(finishPage(PAGE, "index.html", inlined)).toBe(`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" >
    <meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-x'">
    <title>Página</title>
    <script type="module">console.log(1)</script>
    <style>body{color:red}</style>
  </head>
  <body><div id="root"><p>Conteúdo &amp; mais</p></div></body>
</html>`);
  });

  it("stops when a page does not load the entry", () => {
    const page = PAGE.replace("index-abc.js", "other.js");
    expect(() => finishPage(page, "404.html", inlined)).toThrow(
      '404.html: expected one <script type="module" src="/assets/index-abc.js">, found 0',
    );
  });

  it("ignores a look-alike inside a comment or a text", () => {
    const page = PAGE.replace(
      "<p>",
      '<!-- <script type="module" src="/assets/index-abc.js"></script> --><p>',
    );
    expect(finishPage(page, "index.html", inlined)).toContain(
      '<!-- <script type="module" src="/assets/index-abc.js"></script> -->',
    );
  });
});

describe("scriptHash", () => {
  it("is the base64 SHA-256 of the exact script text, as CSP expects", () => {
    const script = "import(`/assets/a.js`)";
    const expected = createHash("sha256").update(script).digest("base64");
    expect(scriptHash(script)).toBe(`sha256-${expected}`);
  });
});

describe("absoluteDynamicImports", () => {
  const chunk = (code: string) => ({
    code,
    fileName: "assets/index-abc.js",
    dynamicImports: ["assets/hydrate-islands-1.js", "assets/report-not-found-2.js"],
  });

  it("makes each dynamic import absolute, whatever its quotes", () => {
    const code =
      'const a=()=>import(`./hydrate-islands-1.js`),b=()=>import("./report-not-found-2.js");const s="import(`./x.js`)";';
    expect(absoluteDynamicImports(chunk(code))).toBe(
      'const a=()=>import(`/assets/hydrate-islands-1.js`),b=()=>import("/assets/report-not-found-2.js");const s="import(`./x.js`)";',
    );
  });

  it("stops on an import that names no chunk of the bundle", () => {
    expect(() => absoluteDynamicImports(chunk('import("./gone.js")'))).toThrow(
      'import("./gone.js") names no chunk of the bundle',
    );
  });

  it("stops on an import of a computed path", () => {
    expect(() => absoluteDynamicImports(chunk("const n='a';import(`./${n}.js`)"))).toThrow(
      "an import() of a computed path",
    );
  });
});
