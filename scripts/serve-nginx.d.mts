// Types for scripts/serve-nginx.mjs, for the TypeScript tests that import it.
export interface RunningNginx {
  url: string
  port: number
  pid: number
  dir: string
  stop(): Promise<void>
}

export interface StartNginxOptions {
  root: string
  port?: number
  host?: string
  apiOrigins?: string[]
  /** The CSP's report collector (deploy/hostRules.mjs CSP_REPORT_URL); '' for none. */
  cspReportUrl?: string
  install?: boolean
  quiet?: boolean
}

export declare const SITE_TEMPLATE: string
export declare function findNginx(): string | null
export declare function installNginx(): string
export declare function freePort(host?: string): Promise<number>
export declare function renderSiteConfig(values: Record<string, string>): string
export declare function startNginx(options: StartNginxOptions): Promise<RunningNginx>
