// The one inline script a pre-rendered page carries (docs/decisions/026). It starts the
// after-paint loader's download while the head is parsed and runs the loader once the document
// is parsed: what `<script defer src>` did, except that the request is made by the parse and
// not by the preload scanner inside the navigation's commit. Lighthouse's simulated LCP counts
// every task a script request made before the first paint depends on, so the deferred tag made
// the commit (200-440 ms at its 8x setting) part of every page's simulated LCP.
//
// Inline scripts run only where the Content-Security-Policy names their hash: deploy/hostRules.mjs
// adds BOOTSTRAP_CSP_SOURCE to script-src. Changing this file changes that hash; run
// scripts/host-rules.mjs and commit what it writes (tests/unit/deploy/hostRules.test.ts fails
// until then).
import crypto from 'node:crypto'

/**
 * The inline script's text. It is a string, not a function's source, so that no transform (a
 * test runner's, a bundler's) can change the text the hash is taken of. In the page,
 * `document.currentScript` is this script, and its `data-src` the loader. The preload is as low
 * as the deferred tag's request was: the page's stylesheets come first.
 */
export const BOOTSTRAP = `{
const script = document.currentScript
const preload = document.createElement('link')
preload.rel = 'preload'
preload.as = 'script'
preload.fetchPriority = 'low'
preload.href = script.dataset.src
script.after(preload)
document.addEventListener('DOMContentLoaded', () => {
  const loader = document.createElement('script')
  loader.src = preload.href
  document.head.append(loader)
})
}`

/** The script-src source that lets it run. */
export const BOOTSTRAP_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(BOOTSTRAP).digest('base64')}'`

/** The tag for a loader at `src` (an attribute value that needs no escaping: a built asset's URL). */
export function bootstrapTag(src) {
  return `<script data-src="${src}">${BOOTSTRAP}</script>`
}
