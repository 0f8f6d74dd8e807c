// Types of svg-min.mjs, for the TypeScript build code that draws the brand files.
export declare function minifySvg(svg: string): string;
