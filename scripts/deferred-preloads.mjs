// Modules the app loads once it is interactive (the HTTP client: src/api/http.ts imports it on
// the first request and after the load event). While a page is pre-rendered it makes requests,
// so Vite's preload helper adds <link rel="modulepreload"> tags for them to the head; kept in the
// saved HTML they would make every visitor fetch them at high priority before the page is
// interactive, which is what issue 8's JavaScript budget is about.
export const LOADED_AFTER_INTERACTIVE = ['src/api/axiosClient.ts']

/** The chunk files `key` and its static imports make up, from Vite's manifest. */
function closure(manifest, keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return files
}

/**
 * Removes the modulepreload links of LOADED_AFTER_INTERACTIVE from a page's HTML, except for
 * chunks that another preloaded chunk imports too (the page needs those anyway).
 */
export function withoutDeferredPreloads(html, manifest) {
  const linkPattern = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
  const hrefOf = (tag) => /\bhref="\/?([^"]+)"/.exec(tag)?.[1]
  const deferred = closure(manifest, LOADED_AFTER_INTERACTIVE)
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const others = [...html.matchAll(linkPattern)]
    .map(([tag]) => hrefOf(tag))
    .filter((file) => file && !deferred.has(file))
  const needed = closure(manifest, others.map((file) => keyOfFile.get(file)).filter(Boolean))
  return html.replace(linkPattern, (tag) => {
    const file = hrefOf(tag)
    return file && deferred.has(file) && !needed.has(file) ? '' : tag
  })
}
