// Types of chromium.mjs, so the TypeScript Playwright config can share its flags.
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string;
