// Types for scripts/after-paint-bootstrap.mjs, for the TypeScript tests that read it.
export declare const BOOTSTRAP: string
export declare const BOOTSTRAP_CSP_SOURCE: string
export declare function bootstrapTag(src: string): string
