// Types for scripts/deferred-preloads.mjs, for the TypeScript files that import it.
export declare const LOADED_AFTER_INTERACTIVE: readonly string[]
export declare function withoutDeferredPreloads(
  html: string,
  manifest: Record<string, { file: string; imports?: string[] }>,
): string
