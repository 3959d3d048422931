// Types for scripts/host-rules.mjs, for the TypeScript tests that import it.
export type Cdn = 'netlify' | 'cloudflare-pages'

export declare const NGINX_FILE: string
export declare const HEADERS_FILE: string
export declare const CDNS: Record<Cdn, string>
export declare const MAX_HEADERS_LINE: number
export declare function renderNginx(template: string): string
export declare function renderHeaders(): string
export declare function renderRedirects(cdn: Cdn): string
export declare function renderAll(): Record<string, string>
export declare function checkOrigins(origins: string): string[]
export declare function fillOrigins(text: string, origins: string): string
export declare function checkReportUrl(url: string): string
export declare function withReportEndpoint(text: string, url: string): string
export declare function writeIntoBuild(options: {
  dist: string
  cdn: string | undefined
  apiOrigins: string | undefined
  cspReportUrl?: string
}): string[]
