// Types for deploy/hostRules.mjs, for the TypeScript tests that read it.
type Why = string[]

export declare const API_ORIGINS: string
export declare const CSP_REPORT_URL: string
export declare const cspReporting: { group: string; header: string; why: Why }
export declare const csp: { why: Why; directives: [directive: string, sources: string[]][] }
export declare const cspValue: string
export declare const securityHeaders: { name: string; value: string; why?: Why }[]
export declare const cspNotNeeded: { prefixes: string[]; types: string[]; why: Why }
export declare const caching: {
  why: Why
  rules: { prefix: string; value: string; why?: Why }[]
  default: string
  cdnDefault: string
  whyNotOnErrors: string
}
export declare const contentTypes: { path: string; extension: string; type: string; why?: Why }[]
export declare const compressTypes: string[]
export declare const filesOnly: { prefixes: string[]; why: Why }
export declare const hidden: { path: string; cdn?: false; why?: Why }[]
export declare const trailingSlash: { status: number; why: Why; depth: number }
export declare const fallback: { shell: string; why: Why }
export declare const appRoutes: { prefixes: string[]; paths: string[] }
export declare const notFound: { page: (prefix: string) => string; why: Why }
