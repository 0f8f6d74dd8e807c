/** The part of subset-font's API the heading-font script uses (the package ships no types). */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    keepFeatures?: string[];
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

/** fontverter converts between sfnt, WOFF and WOFF2 (the package ships no types). */
declare module "fontverter" {
  type Format = "sfnt" | "woff" | "woff2";
  const fontverter: {
    convert(font: Buffer, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
  };
  export default fontverter;
}
