/// <reference types="vite/client" />

declare const __BUILD_YEAR__: number;
