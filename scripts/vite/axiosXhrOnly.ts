import type { Plugin } from 'vite'

const OMITTED = '\0roamwise:axios-fetch-adapter-omitted'

/**
 * axios ships three adapters and picks the first one the platform has, in the order xhr, http,
 * fetch. Every browser has XMLHttpRequest, so in the browser bundle the fetch adapter (and the
 * stream, signal and data-URL helpers only it uses, about 6 KB gzip) is code that never runs
 * but counts against the home page's JavaScript budget (docs/performance.md). The build swaps it
 * for what axios itself expects from a build without it: `getFetch` answering null, which axios
 * reports as "adapter fetch is not available in the build" should anyone ask for it by name.
 * Tests and the mock API server (Node, http adapter) run unbuilt and keep every adapter.
 * The build fails if axios stops importing the adapter this way, so an upgrade cannot silently
 * bring it back or break it.
 */
export function axiosXhrOnly(): Plugin {
  let omitted = false
  return {
    name: 'roamwise-axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './fetch.js') return null
      if (!importer?.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js')) return null
      omitted = true
      return OMITTED
    },
    load(id) {
      if (id !== OMITTED) return null
      return 'export const getFetch = () => null\nexport default null\n'
    },
    buildEnd(error) {
      if (!error && !omitted) {
        this.error(
          'axios no longer imports ./fetch.js from lib/adapters/adapters.js: review scripts/vite/axiosXhrOnly.ts',
        )
      }
    },
  }
}
