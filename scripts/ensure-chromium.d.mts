// Types of ensure-chromium.mjs, for the TypeScript that imports it (e2e/playwright.config.ts).
export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare function ensureChromium(): void;
