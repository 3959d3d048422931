export interface Manifest {
  [key: string]: { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
}
export function chunkClosure(manifest: Manifest, keys: readonly string[]): Set<string>
export function routeAssets(
  manifest: Manifest,
  source: string | undefined,
): { css: string[]; js: string[] }
export function splitLeadingLinks(html: string): { links: string; rest: string }
export function pageDocument(
  shell: string,
  page: {
    lang: string
    /** The web app manifest in the page's language (replaces the shell's link). */
    manifestHref?: string
    headTags: string
    rootHtml: string
    payloadScript: string
    assets: { css: string[]; js: string[] }
    assetsBase?: string
  },
): string
export function shellDocument(shell: string, headTags: string): string
