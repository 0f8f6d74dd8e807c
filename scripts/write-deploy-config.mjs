// Writes vercel.json from deploy/http-headers.mjs (the `_headers` file is written by the build).
import { writeFileSync } from "node:fs";
import { vercelConfig } from "../deploy/http-headers.mjs";

writeFileSync("vercel.json", `${JSON.stringify(vercelConfig(), null, 2)}\n`);
console.log("✓ vercel.json");
