// @ts-check
// The owner's .env as `npm run setup` writes it: .env.example's text, comments and all (she can
// read what each value means), with her values in place. Written so that Vite's own reader
// (dotenv, then dotenv-expand) gives every value back as typed: env-file.test.ts reads it so.

/** A value that needs no quotes: no spaces at its ends, nothing dotenv reads as syntax. */
const PLAIN = /^[^\s#'"`\\$](?:[^#'"`\\$]*[^\s#'"`\\$])?$/;

/**
 * One line of the file: `NAME=value`, quoted when the value needs it. Every `$` is escaped, since
 * dotenv-expand would read `$NAME` as another variable ("R$ 149" stays "R$ 149").
 * @param {string} name
 * @param {string} value
 * @returns {string | null} null for a value no quoting can carry (a line break, or all three quotes)
 */
export function envLine(name, value) {
  if (value === "") return `${name}=`;
  if (/[\r\n]/.test(value)) return null;
  if (PLAIN.test(value)) return `${name}=${value}`;
  const escaped = value.replaceAll("$", "\\$");
  const quote = ["'", "`", '"'].find((mark) => !value.includes(mark));
  return quote ? `${name}=${quote}${escaped}${quote}` : null;
}

/** A line that sets a variable, commented out or not. */
const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/;

/**
 * The file: `template` (.env.example) with each of its variables set to its value in `values`,
 * and the variables of `values` it does not name after it, under a comment of their own.
 * @param {string} template
 * @param {Readonly<Record<string, string>>} values
 * @param {string} extraHeading the comment over the variables the template does not name
 */
export function renderEnvFile(template, values, extraHeading) {
  /** @type {Set<string>} */
  const written = new Set();
  const lines = template.split("\n").map((line) => {
    if (line.trimStart().startsWith("#")) return line;
    const name = ASSIGNMENT.exec(line)?.[1];
    if (!name || written.has(name)) return line;
    written.add(name);
    return envLine(name, values[name] ?? "") ?? `${name}=`;
  });
  const extra = Object.keys(values)
    .filter((name) => !written.has(name))
    .sort()
    .map((name) => envLine(name, values[name] ?? "") ?? `${name}=`);
  const text = lines.join("\n").replace(/\n*$/, "\n");
  return extra.length > 0 ? `${text}\n${extraHeading}\n${extra.join("\n")}\n` : text;
}

/**
 * Her file with only the variables of `changes` set anew, every other line as it was: the line
 * that sets each is replaced, and one the file does not set yet is added at its end, under
 * `extraHeading` (written once).
 * @param {string} previous her .env
 * @param {Readonly<Record<string, string>>} changes
 * @param {string} extraHeading
 */
export function updateEnvFile(previous, changes, extraHeading) {
  /** @type {Set<string>} */
  const replaced = new Set();
  const lines = previous.split("\n").map((line) => {
    if (line.trimStart().startsWith("#")) return line;
    const name = ASSIGNMENT.exec(line)?.[1];
    if (!name || !(name in changes)) return line;
    replaced.add(name);
    return envLine(name, changes[name] ?? "") ?? `${name}=`;
  });
  const added = Object.keys(changes)
    .filter((name) => !replaced.has(name))
    .map((name) => envLine(name, changes[name] ?? "") ?? `${name}=`);
  const text = lines.join("\n");
  if (added.length === 0) return text;
  const heading = lines.includes(extraHeading) ? [] : ["", extraHeading];
  const ended = text === "" || text.endsWith("\n") ? text : `${text}\n`;
  return `${ended}${[...heading, ...added].join("\n")}\n`;
}

/** A line that sets a variable, not commented out. */
const SETTING = /^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=/gm;

/** The variables `text` (a .env file) sets. */
export const variablesSet = (/** @type {string} */ text) =>
  new Set([...text.matchAll(SETTING)].map((match) => match[1] ?? ""));

/**
 * The section, at the end of the file, that keeps the variables the site no longer reads as
 * comments: those of `retired` (name, value), and those an earlier run put there (under `heading`
 * in `previous`, the file as it was), so that no value of hers is lost without a word. "" when
 * there are none.
 * @param {string} previous
 * @param {readonly (readonly [string, string])[]} retired
 * @param {string} heading a comment line
 */
export function retiredSection(previous, retired, heading) {
  const lines = previous.split("\n");
  const at = lines.indexOf(heading);
  const earlier = at < 0 ? [] : lines.slice(at + 1).filter((line) => line.startsWith("# "));
  const now = retired.map(([name, value]) => `# ${envLine(name, value) ?? `${name}=`}`);
  const all = [...new Set([...earlier, ...now])];
  return all.length > 0 ? `\n${heading}\n${all.join("\n")}\n` : "";
}
