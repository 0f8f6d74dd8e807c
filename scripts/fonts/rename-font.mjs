// @ts-check
// Renames a TrueType/OpenType font (sfnt) by rewriting its `name` table.
//
// The heading-font subset is a Modified Version under the SIL Open Font License, and Playfair
// Display has a Reserved Font Name: a modified font may not be called "Playfair Display". This
// replaces the given name records (Windows, Unicode BMP, English) and keeps every other record
// (copyright, version, licence URL, the names the STAT table points at).

const PLATFORM_WINDOWS = 3;
const ENCODING_UNICODE_BMP = 1;
const LANGUAGE_EN_US = 0x409;

/** @param {Buffer} font */
function readTables(font) {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, index) => {
    const record = 12 + index * 16;
    const offset = font.readUInt32BE(record + 8);
    const length = font.readUInt32BE(record + 12);
    return {
      tag: font.toString("latin1", record, record + 4),
      data: font.subarray(offset, offset + length),
    };
  });
}

/**
 * The Windows English names of a `name` table: nameID → text.
 * @param {Buffer} table
 * @returns {Map<number, string>}
 */
export function readNames(table) {
  const count = table.readUInt16BE(2);
  const storage = table.readUInt16BE(4);
  /** @type {Map<number, string>} */
  const names = new Map();
  for (let index = 0; index < count; index += 1) {
    const record = 6 + index * 12;
    const [platform, encoding, language, id, length, offset] = [0, 2, 4, 6, 8, 10].map((field) =>
      table.readUInt16BE(record + field),
    );
    if (platform !== PLATFORM_WINDOWS || encoding !== ENCODING_UNICODE_BMP) continue;
    if (language !== LANGUAGE_EN_US || id === undefined || length === undefined) continue;
    const start = storage + (offset ?? 0);
    names.set(
      id,
      Buffer.from(table.subarray(start, start + length))
        .swap16()
        .toString("utf16le"),
    );
  }
  return names;
}

/**
 * The Windows English names of an sfnt font: nameID → text.
 * @param {Buffer} font
 */
export function fontNames(font) {
  const name = readTables(font).find((table) => table.tag === "name");
  if (!name) throw new Error("the font has no name table");
  return readNames(name.data);
}

/** @param {Map<number, string>} names */
function writeNames(names) {
  const entries = [...names].sort(([a], [b]) => a - b);
  const strings = entries.map(([, text]) => Buffer.from(text, "utf16le").swap16());
  const header = Buffer.alloc(6 + entries.length * 12);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(entries.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  entries.forEach(([id], index) => {
    const record = 6 + index * 12;
    const length = strings[index]?.length ?? 0;
    for (const [field, value] of [
      PLATFORM_WINDOWS,
      ENCODING_UNICODE_BMP,
      LANGUAGE_EN_US,
      id,
      length,
      offset,
    ].entries()) {
      header.writeUInt16BE(value, record + field * 2);
    }
    offset += length;
  });
  return Buffer.concat([header, ...strings]);
}

/** @param {Buffer} data */
function checksum(data) {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4)
    sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

/**
 * @param {Buffer} font an sfnt (TrueType/OpenType) font
 * @param {Record<number, string>} replacements nameID → new text
 * @returns {Buffer}
 */
export function renameFont(font, replacements) {
  const tables = readTables(font);
  const name = tables.find((table) => table.tag === "name");
  if (!name) throw new Error("the font has no name table");
  const names = readNames(name.data);
  for (const [id, text] of Object.entries(replacements)) names.set(Number(id), text);
  name.data = writeNames(names);

  const head = tables.find((table) => table.tag === "head");
  if (!head) throw new Error("the font has no head table");
  head.data = Buffer.from(head.data);
  head.data.writeUInt32BE(0, 8); // checkSumAdjustment, recomputed below

  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const directory = Buffer.alloc(12 + sorted.length * 16);
  font.copy(directory, 0, 0, 12); // sfnt version, table count and search fields are unchanged
  /** @type {Buffer[]} */
  const bodies = [];
  let offset = directory.length;
  sorted.forEach((table, index) => {
    const record = 12 + index * 16;
    directory.write(table.tag, record, 4, "latin1");
    directory.writeUInt32BE(checksum(table.data), record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    bodies.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  const result = Buffer.concat([directory, ...bodies]);
  const headOffset = directory.readUInt32BE(12 + sorted.indexOf(head) * 16 + 8);
  result.writeUInt32BE((0xb1b0afba - checksum(result)) >>> 0, headOffset + 8);
  return result;
}
