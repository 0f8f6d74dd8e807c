// Types of svg-min.mjs, for the TypeScript build code that draws the brand files.
export declare function minifySvg(svg: string): string;
/** Round the numbers inside every d="…" attribute of a markup string to `p` decimals. */
export declare function roundPathsInMarkup(markup: string, p?: number): string;
