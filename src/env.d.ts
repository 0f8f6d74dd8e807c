/// <reference types="astro/client" />

declare const __BUILD_YEAR__: number;
