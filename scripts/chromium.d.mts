// Types for scripts/chromium.mjs, for the TypeScript files that import it.
export declare const CHROME_PATH: string
export declare const CHROME_FLAGS: readonly string[]
