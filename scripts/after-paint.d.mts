// Types for scripts/after-paint.mjs, for the TypeScript files that import it.
export declare const TEMPLATE_ID: string
export declare function buildAfterPaintLoader(): Promise<string>
export declare function writeAfterPaintLoader(dist: string): Promise<string>
export declare function withScriptsAfterPaint(html: string, loaderName: string): string
