// The scripts bundled on their own that are files, with their chunks (integrations/
// standalone-scripts.ts): /assets/<name>.<hash>.js, cached for good by every host like Vite's
// files beside them (deploy/http-headers.mjs).
import type { APIRoute, GetStaticPaths } from "astro";
import scripts from "site:standalone-scripts";

export const getStaticPaths = (() =>
  Object.keys(scripts.assets).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(scripts.assets[params.file ?? ""], {
    headers: { "Content-Type": "text/javascript; charset=utf-8" },
  });
