// @ts-check
// Where this computer shows the site: `npm run preview` and `npm start` serve it on one port, and
// the commands that print a local address (`licence -- issue`) take it from here, without loading
// the server.

/** `npm start`'s port, which the preview shares: one is open at a time. */
export const DEFAULT_PORT = 4173;

/**
 * A page of the site on this computer: "/licenca#…" → "http://localhost:4173/licenca#…".
 * @param {string} path
 * @param {number} [port]
 */
export const localAddress = (path, port = DEFAULT_PORT) => `http://localhost:${port}${path}`;
