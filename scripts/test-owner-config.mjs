// @ts-check
// `npm test`'s owner pass. A copy of this project is configured as a second, fully different
// business — the way an owner would: e2e/owner-fixture/owner.env as its .env, real testimonials,
// two samples of its own added with `npm run samples` — then it must pass the launch build, show
// none of the demo's brand, e-mail, domain or checkout host, and pass every test whose outcome a
// configuration can change: the unit tests that read the configuration, the testimonials or the
// samples, and the browser suite against that launch build. Typecheck, lint, format, the other
// unit tests, the three browsers and the hosts' runtimes read no configuration: `npm test` runs
// them once, on the demo.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join } from "node:path";
import { TAGS } from "../e2e/tags.ts";
import { CONFIGURATION_SOURCES, RUN_HER_COMMANDS } from "./owner-pass-sources.mjs";
import { waitForUrl } from "../cross-browser/environment.mjs";
import { startPagesDev } from "./servers.mjs";
import { shownAvatarFiles } from "../integrations/unused-avatars.ts";
import { readTestimonials } from "../src/content/collections.ts";
import { resolveAvatar } from "../src/lib/collections/avatar-files.ts";

const root = new URL("..", import.meta.url).pathname;
const fixture = join(root, "e2e", "owner-fixture");

/**
 * Unit tests that import the configuration but run with one of their own, so that an owner's
 * cannot change their outcome: `npm test` runs them once, on the demo.
 */
const OWN_CONFIGURATION = [
  // `npm run setup` on a .env of its own, every inherited VITE_ variable removed.
  "scripts/owner/setup.test.ts",
  // `npm run pedido` on a store of its own, with the demo's configuration and Terms, set by the test.
  "scripts/owner/orders/actions.test.ts",
  // The register against a store of its own, with the variables the test passes (parseSiteEnv);
  // her register and one buyer's data are printed from her site below (5b).
  "scripts/owner/dados.test.ts",
  // `npm run licence` with the variables each test passes (parseSiteEnv) and the demo's key.
  "scripts/licence/actions.test.ts",
  // The store's connection after ffmpeg held the event loop: files of its own, no setting read
  // (and 15 s of waiting, on purpose).
  "scripts/owner/orders/blocking.test.ts",
];
/**
 * What the demo ships and an owner's build must not: brand, domain (e-mail, site, checkout), and
 * the demo samples' lead ("maqam Hijaz"), which once travelled in the player's JavaScript.
 */
const DEMO_MARKERS = [/raqs music/i, /raqsmusic/i, /maqam hijaz/i];
/**
 * `prepare` makes her site (steps 1 to 5b) in a new folder and leaves it there; `check <folder>`
 * runs her tests on a site made that way (steps 6 and 7), so that \`npm test\` can make it while
 * it runs the demo's checks; with no argument, both.
 */
const [mode = "all", given] = process.argv.slice(2);
if (mode === "check" && !given) throw new Error("check: which folder holds her site?");
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} options
 */
function run(label, command, args, { cwd, env = {} }) {
  console.log(`\n▶ owner pass [${elapsed()}] ${label}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) fail(`${label} failed (exit ${result.status ?? result.signal})`);
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(
    `\n✖ owner pass: ${message}.\n  The configured copy is kept in ${site} for a look.`,
  );
  process.exit(1);
}

// 1. A copy of the working tree (tracked and new files, not ignored ones), with node_modules
//    hard-linked: a real, separate project in seconds.
const site = given ?? mkdtempSync(join(tmpdir(), "owner-site-"));
/** The owner's key, with which her certificates are signed (e2e/owner-fixture/). */
const ownerKey = join(site, "e2e", "owner-fixture", "licence-private-key.pem");
if (mode !== "check") copyProject();

function copyProject() {
  const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  }).stdout.split("\0");
  for (const file of files.filter(Boolean)) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    cpSync(join(root, file), join(site, file));
  }
  spawnSync("cp", ["-al", join(root, "node_modules"), join(site, "node_modules")]);
  console.log(`▶ owner pass: project copied to ${site}`);
}

/** Steps 2 to 5b: the owner's configuration, content, build and one order. */
async function prepare() {
  // 2. The owner's configuration and content: her testimonials, one with a drawing of her own and
  //    one with a JPEG photo of her customer (in public/avatars/, as docs/depoimentos.md says), one
  //    with one of the demo's drawings.
  cpSync(join(fixture, "owner.env"), join(site, ".env"));
  cpSync(join(fixture, "testimonials.json"), join(site, "src", "content", "testimonials.json"));
  cpSync(join(fixture, "avatars"), join(site, "public", "avatars"), { recursive: true });
  // An older version of her Terms, published before: the launch keeps it at its dated address.
  cpSync(join(fixture, "terms-versions"), join(site, "src", "content", "terms-versions"), {
    recursive: true,
  });

  // 3. Two samples of the owner's own, of other titles and durations, replacing the demo's.
  const inputs = join(site, "owner-inputs");
  mkdirSync(inputs);
  // One with its tempo (the pulse below beats every half second: 120 BPM), one without.
  const samples = [
    {
      file: "noite.wav",
      seconds: 72,
      title: "Noite no Cairo",
      style: "romantica",
      options: ["--rhythm", "chiftetelli"],
      tone: 196,
    },
    {
      file: "festa.wav",
      seconds: 47,
      title: "Festa de Zills",
      // One of her own styles, not the demo's (VITE_SONG_STYLES in owner.env).
      style: "Clássica",
      options: ["--rhythm", "Saidi", "--bpm", "120"],
      tone: 262,
    },
  ];
  for (const sample of samples) {
    // A plucked tone over a pulse: enough to be audible, measurable and seekable.
    const expression = `0.4*sin(2*PI*${sample.tone}*t)*exp(-3*mod(t,0.5))+0.2*sin(2*PI*${sample.tone * 1.5}*t)*exp(-6*mod(t+0.25,0.5))`;
    run(
      "make an input file",
      "ffmpeg",
      [
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        `aevalsrc=${expression.replaceAll(",", "\\,")}:s=44100:d=${sample.seconds}`,
        "-ac",
        "2",
        join(inputs, sample.file),
      ],
      { cwd: site },
    );
  }
  const demos = JSON.parse(readFileSync(join(site, "src", "content", "samples.json"), "utf8"));
  for (const sample of samples) {
    run(
      "add a sample",
      "npm",
      [
        "run",
        "--silent",
        "samples",
        "--",
        "add",
        join(inputs, sample.file),
        "--title",
        sample.title,
        "--style",
        sample.style,
        ...sample.options,
        "--instrumental",
      ],
      { cwd: site },
    );
  }
  for (const track of demos) {
    run("remove a demo sample", "npm", ["run", "--silent", "samples", "--", "remove", track.id], {
      cwd: site,
    });
  }
  // 3b. Licence certificates signed with the owner's own key (e2e/owner-fixture/), as she issues
  //     them with each delivery: one checked by `verify`, one cancelled for a refund, whose address
  //     the browser tests open (e2e/licence-fixture/revoked-certificate.txt, the demo's replaced).
  /** @param {string} licensee @param {string} file */
  function issueCertificate(licensee, file) {
    const args = ["--key", ownerKey, "--licensee", licensee, "--song", "Noite no Cairo"];
    console.log(`\n▶ owner pass [${elapsed()}] issue a licence certificate`);
    const issued = spawnSync(
      "npm",
      ["run", "--silent", "licence", "--", "issue", ...args, "--file", join(inputs, file)],
      { cwd: site, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
    const address = /^https:\/\/\S+\/licenca#\S+$/m.exec(issued.stdout)?.[0];
    if (issued.status !== 0 || !address) fail(`licence issue failed (exit ${issued.status})`);
    const number = /Licença nº\s+(\S+)/.exec(issued.stdout)?.[1] ?? "";
    return { address: address ?? "", number };
  }
  const valid = issueCertificate("Marina d'Ávila", "noite.wav");
  run(
    "check the certificate",
    "npm",
    ["run", "--silent", "licence", "--", "verify", valid.address],
    {
      cwd: site,
    },
  );
  const refunded = issueCertificate("Cliente Reembolsada", "festa.wav");
  // 3c. Her own repository, as docs/publicar.md ("O seu próprio repositório") has her make it:
  //     `revoke` tells her to push only when origin is hers (scripts/owner/git-origin.mjs).
  const ownRepository = mkdtempSync(join(tmpdir(), "owner-repository-"));
  for (const args of [
    ["init", "-q", "-b", "main"],
    ["config", "user.name", "Dona do Site"],
    ["config", "user.email", "dona@exemplo.com.br"],
    ["commit", "-q", "--allow-empty", "-m", "O meu site"],
    ["init", "-q", "--bare", ownRepository],
    ["remote", "add", "origin", ownRepository],
    ["push", "-q", "-u", "origin", "main"],
  ]) {
    run("her own repository", "git", args, { cwd: site });
  }
  // Her site keeps its orders (VITE_ORDER_PAGE): `revoke` cancels it in the order store at once, here
  // the local one that the order of 5b uses too, whose site must then say so with no new build.
  const orderState = mkdtempSync(join(tmpdir(), "owner-orders-"));
  run(
    "cancel a certificate",
    "npm",
    ["run", "--silent", "licence", "--", "revoke", refunded.number, "--local"],
    {
      cwd: site,
      env: { PEDIDOS_ESTADO_LOCAL: orderState },
    },
  );
  writeFileSync(
    join(site, "e2e", "licence-fixture", "revoked-certificate.txt"),
    `${refunded.address}\n`,
  );
  rmSync(inputs, { recursive: true });
  rmSync(ownRepository, { recursive: true, force: true });

  // 4. The hosts' build must accept this configuration, and print no warning…
  //    As `npm run deploy` builds it: the build that publishes, which records her new Terms.
  run("launch build, no warning printed", "node", ["scripts/build-warnings.mjs", "build:launch"], {
    cwd: site,
    env: { SITE_PUBLISH: "1" },
  });

  // 5. …and nothing of the demo may remain in what it built.
  const textFiles = new Set([
    ".html",
    ".js",
    ".css",
    ".xml",
    ".txt",
    ".json",
    ".webmanifest",
    ".svg",
    "",
  ]);
  const leaks = [];
  for (const file of readdirSync(join(site, "dist"), { recursive: true, encoding: "utf8" })) {
    if (!textFiles.has(extname(file))) continue;
    let text;
    try {
      text = readFileSync(join(site, "dist", file), "utf8");
    } catch {
      continue; // a folder
    }
    for (const marker of DEMO_MARKERS) {
      const match = marker.exec(text);
      if (match)
        leaks.push(
          `dist/${file}: "${text.slice(Math.max(0, match.index - 40), match.index + 40)}"`,
        );
    }
  }
  // The demo's drawings her testimonials do not use stay out of her site; hers, the one she chose
  // and her photo's small copies are in it, and her photo's original is not.
  const ownerAvatars = shownAvatarFiles(readTestimonials(site), join(site, "public"));
  for (const file of shownAvatarFiles(readTestimonials(root), join(root, "public"))) {
    const shipped = existsSync(join(site, "dist", file));
    if (shipped !== ownerAvatars.includes(file)) {
      leaks.push(`dist/${file}: ${shipped ? "shipped, unused" : "missing, used"}`);
    }
  }
  for (const file of ownerAvatars) {
    if (!existsSync(join(site, "dist", file))) leaks.push(`dist/${file}: missing, used`);
  }
  // Her photo is what the owner pass has to show of photos.
  const photos = readTestimonials(site)
    .map(({ avatar }) => resolveAvatar(avatar, join(site, "public")))
    .filter(({ kind }) => kind === "photo");
  if (photos.length === 0)
    leaks.push("e2e/owner-fixture/testimonials.json: no testimonial's photo");
  for (const { file } of photos) {
    if (existsSync(join(site, "dist", file)))
      leaks.push(`dist/${file}: a photo's original shipped`);
  }
  if (leaks.length > 0) fail(`the owner's build still shows the demo:\n  ${leaks.join("\n  ")}`);
  console.log(
    `▶ owner pass [${elapsed()}] no demo brand, e-mail, domain, checkout host, samples' lead or unused avatar in dist/`,
  );

  // 5b. One order, from the payment to its deletion, with `npm run pedido -- --local` as she tries it
  //     before launch (docs/entregas.md), on a local store of its own; what the buyer does in
  //     between (the confirmed download) and the certificate's status through the site's own
  //     functions, on Cloudflare's runtime over this launch build.
  const orderInputs = mkdtempSync(join(tmpdir(), "owner-order-files-"));
  /**
   * `npm run pedido -- <args> --local`, its output shown; ends the pass unless it exits `expected`.
   * @param {string} label @param {string[]} args @param {number} [expected]
   */
  function pedido(label, args, expected = 0) {
    console.log(`\n▶ owner pass [${elapsed()}] pedido: ${label}`);
    const result = spawnSync("npm", ["run", "--silent", "pedido", "--", ...args, "--local"], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, PEDIDOS_ESTADO_LOCAL: orderState, LICENCE_KEY_FILE: ownerKey },
    });
    process.stdout.write(result.stdout);
    if (expected === 0 || result.status !== expected) process.stderr.write(result.stderr);
    else {
      // A refusal this step asks for is her command's answer, not a failure of the run: quoted.
      console.log(`  refused, as it must be (exit ${expected}):`);
      for (const line of result.stderr.trimEnd().split("\n")) console.log(`  │ ${line}`);
    }
    if (result.status !== expected) {
      fail(`npm run pedido -- ${args[0]} exited ${result.status}, not ${expected}`);
    }
    return result.stdout;
  }
  for (const [file, seconds] of /** @type {const} */ ([
    ["previa-1.wav", 30],
    ["previa-2.wav", 25],
    ["musica.wav", 150],
  ])) {
    run(
      "make an order's file",
      "ffmpeg",
      [
        ...["-v", "error", "-f", "lavfi", "-i", `sine=frequency=330:duration=${seconds}`],
        ...["-ac", "2", join(orderInputs, file)],
      ],
      { cwd: site },
    );
  }
  // Her register of what the site keeps, for her configuration (npm run dados), as JSON.
  console.log(`\n▶ owner pass [${elapsed()}] her register: npm run dados -- --json`);
  const registered = spawnSync("npm", ["run", "--silent", "dados", "--", "--json"], {
    cwd: site,
    encoding: "utf8",
  });
  /** @type {Record<string, string>[]} */
  const entries = registered.status === 0 ? JSON.parse(registered.stdout) : [];
  const fields = ["dado", "onde", "finalidade", "base", "prazo", "apagamento"];
  if (entries.length === 0 || entries.some((entry) => fields.some((field) => !entry[field]))) {
    fail(`npm run dados -- --json exited ${registered.status}, or an entry lacks one of ${fields}`);
  }
  console.log(`  ${entries.length} entries, each with ${fields.join(", ")}`);
  const created = pedido("novo", [
    ...["novo", "--nome", "Marina d'Ávila", "--email", "marina@exemplo.com.br"],
    ...["--pacote", "profissional", "--codigo", "HP-OWNER-1"],
  ]);
  const orderNumber = /Pedido ([0-9A-Z]{6}) registrado/.exec(created)?.[1] ?? "";
  const token = /^http:\/\/localhost:\d+\/pedido#(\S+)$/m.exec(created)?.[1] ?? "";
  if (!orderNumber || !token) fail("npm run pedido -- novo printed no order number or address");
  pedido("letra", ["letra", orderNumber, "--musica", "1"]);
  pedido("previas", [
    ...["previas", orderNumber, "--musica", "1"],
    ...[join(orderInputs, "previa-1.wav"), join(orderInputs, "previa-2.wav")],
  ]);
  const delivered = pedido("entregar", [
    ...["entregar", orderNumber, "--musica", "1", "--titulo", "Noite no Cairo"],
    join(orderInputs, "musica.wav"),
  ]);
  const certificate = /Certificado de licença nº (\S+),/.exec(delivered)?.[1] ?? "";
  if (!certificate) fail("npm run pedido -- entregar issued no certificate with the owner's key");
  // Her sales webhook's secret and product table, as docs/vendas.md has her write them for a
  // trial on her computer (test values): `wrangler pages dev` reads them from .dev.vars.
  const saleSecret = "hottok-do-teste-da-dona";
  writeFileSync(
    join(site, ".dev.vars"),
    `HOTMART_HOTTOK=${saleSecret}\nVENDAS_PRODUTOS=5550123=profissional\n`,
  );
  const orderSite = await startPagesDev("dist", { cwd: site, persistTo: orderState });
  /**
   * A request to the order site, asked again once where the runtime closed a connection it had
   * kept open between two steps (undici reuses it: "other side closed").
   * @param {string} path @param {RequestInit} [init]
   */
  async function orderRequest(path, init) {
    try {
      return await fetch(`${orderSite.address}${path}`, init);
    } catch {
      return fetch(`${orderSite.address}${path}`, init);
    }
  }
  try {
    await waitForUrl(`${orderSite.address}/pedido`, 120_000);
    const download = await orderRequest("/api/pedido/download", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ song: 1, confirmed: true }),
    });
    if (download.status !== 200) fail(`the buyer's confirmed download answered ${download.status}`);
    /** @type {{ musicas: { musica: number, primeiroDownload: string | null }[], nome: string | null, apagadoEm: string | null }[]} */
    const listed = JSON.parse(pedido("lista --json", ["lista", "--json"]).replace(/^[^[]*/, ""));
    const recorded = listed[0]?.musicas.find((song) => song.musica === 1)?.primeiroDownload;
    if (!recorded || Number.isNaN(Date.parse(recorded))) {
      fail("lista --json does not show the recorded first download");
    }
    // The Terms' reason first; then refunded anyway, the certificate cancelled with no new build.
    // What cancels or erases says what it will do and asks first; with no terminal to ask, it
    // waits for --sim.
    pedido("reembolso, asked first", ["reembolso", orderNumber, "--musica", "1"], 2);
    pedido(
      "reembolso, refused after the download",
      ["reembolso", orderNumber, "--musica", "1", "--sim"],
      2,
    );
    pedido("reembolso --mesmo-assim", [
      "reembolso",
      orderNumber,
      "--musica",
      "1",
      "--mesmo-assim",
      "--sim",
    ]);
    for (const cancelled of [certificate, refunded.number]) {
      const status = await (await orderRequest(`/api/licenca/${cancelled}`)).json();
      if (!status.revokedOn) fail(`the refunded certificate ${cancelled} is not cancelled at once`);
    }
    pedido("apagar, refused before its time", ["apagar", orderNumber, "--sim"], 2);
    pedido("apagar at her request", ["apagar", orderNumber, "--a-pedido-da-cliente", "--sim"]);
    // What her store still holds about the buyer, as she would answer an access request: no name.
    const held = spawnSync(
      "npm",
      ["run", "--silent", "dados", "--", "titular", "marina@exemplo.com.br", "--local"],
      { cwd: site, encoding: "utf8", env: { ...process.env, PEDIDOS_ESTADO_LOCAL: orderState } },
    );
    process.stdout.write(held.stdout);
    if (held.status !== 0 || held.stdout.includes("Marina")) {
      fail(`npm run dados -- titular exited ${held.status} or still shows the erased buyer's name`);
    }
    const erased = JSON.parse(pedido("lista --json", ["lista", "--json"]).replace(/^[^[]*/, ""));
    if (erased[0]?.nome !== null || !erased[0]?.apagadoEm) fail("apagar left the buyer's name");
    const gone = await orderRequest("/api/pedido", {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (gone.status !== 404) fail(`an erased order's address answered ${gone.status}`);

    // Her platform tells the site (issue 58): a test sale opens an order by itself, and the
    // platform's refund closes it, each song refunded, with no command of hers.
    process.env.PEDIDOS_SITE_LOCAL = orderSite.address;
    const sold = pedido("venda-teste", ["venda-teste"]);
    const [, saleCode = "", saleOrder = ""] =
      /código (TESTE[0-9A-F]+)\) recebida: o site abriu o pedido ([0-9A-Z]{6})/.exec(sold) ?? [];
    if (!saleOrder) fail("venda-teste opened no order");
    const refund = JSON.parse(
      readFileSync(join(root, "src/features/sales/fixtures/hotmart-refunded.json"), "utf8"),
    );
    refund.id = `reembolso-${saleCode}`;
    refund.data.purchase.transaction = saleCode;
    const platformRefund = await orderRequest("/api/vendas/hotmart", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-HOTMART-HOTTOK": saleSecret },
      body: JSON.stringify(refund),
    });
    if (platformRefund.status !== 200) {
      fail(`the platform's refund answered ${platformRefund.status}`);
    }
    /** @type {{ pedido: string, codigoPlataforma: string | null, musicas: { reembolsada: string | null, certificado: string | null }[] }[]} */
    const sales = JSON.parse(pedido("lista --json", ["lista", "--json"]).replace(/^[^[]*/, ""));
    const sale = sales.find((order) => order.pedido === saleOrder);
    if (!sale || sale.codigoPlataforma !== saleCode) fail("lista --json lacks the sale's code");
    if (
      sale.musicas.length !== 3 ||
      sale.musicas.some((song) => !song.reembolsada || !("certificado" in song))
    ) {
      fail("lista --json does not show each song of the sale refunded, with its certificate");
    }
  } finally {
    await orderSite.stop();
    rmSync(orderState, { recursive: true, force: true });
    rmSync(orderInputs, { recursive: true, force: true });
  }
  console.log(
    `▶ owner pass [${elapsed()}] one order from novo to apagar, with its download and refund`,
  );
}

if (mode !== "check") await prepare();
if (mode === "prepare") {
  console.log(`\n✓ owner pass: her site is ready in ${site} (${elapsed()}).`);
  process.exit(0);
}
// 6. The unit tests whose outcome the configuration can change: those whose imports reach where
//    it enters the code (CONFIGURATION_SOURCES), and those that run her commands. `vitest related`
//    finds the first by their imports, so a new test that reads the configuration is included
//    without a list. Left out: the files that set a configuration of their own.
run(
  "the unit tests that read the configuration",
  "npx",
  [
    ...["vitest", "related", "--run", ...CONFIGURATION_SOURCES, ...RUN_HER_COMMANDS],
    ...OWN_CONFIGURATION.flatMap((file) => ["--exclude", file]),
  ],
  { cwd: site },
);

// 7. The browser specs, against the launch build just made (the pages, the prices, the
//    samples, the legal texts and the sales extras all follow the configuration), but for those
//    tagged as what no configuration can change (TAGS.anyOwner, e2e/tags.ts); at the phone
//    size, the layout's specs only (OWNER_PASS, playwright.config.ts).
run("the browser tests", "npx", ["playwright", "test", "--grep-invert", TAGS.anyOwner], {
  cwd: site,
  env: {
    SKIP_BUILD: "1",
    OWNER_PASS: "1",
    // Its own port by default: Playwright reuses a server already on its port outside CI.
    E2E_PORT: process.env.E2E_PORT ?? "4190",
    // The certificates the browser tests issue are signed with the owner's key.
    LICENCE_TEST_KEY: ownerKey,
  },
});

rmSync(site, { recursive: true, force: true });
console.log(
  `\n✓ owner pass: a second owner's configuration builds for launch and passes (${elapsed()}).`,
);
