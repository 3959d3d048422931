import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const LINKED = 'href="/favicon.svg"'

/**
 * Writes the favicon into the page (docs/decisions/034): linked, it was one or two requests the
 * browser made right after the load event, often before a content page's first paint, and
 * Lighthouse's model then put them on the path to LCP. `public/favicon.svg` stays for the web
 * app manifest and for anyone who asks for it.
 */
export function inlineFavicon(publicDir: string): Plugin {
  return {
    name: 'roamwise-inline-favicon',
    transformIndexHtml(html) {
      if (!html.includes(LINKED)) throw new Error(`index.html has no <link rel="icon" ${LINKED}>`)
      const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim()
      return html.replace(LINKED, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`)
    },
  }
}
