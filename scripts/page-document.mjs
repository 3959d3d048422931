// The HTML file of a pre-rendered page: the app shell Vite wrote (dist/spa-shell.html) with the
// page's head tags, the CSS and chunks of its route, the rendered tree in #root and the state the
// client hydrates from (scripts/prerender.mjs; docs/decisions/017-build-time-rendering.md).

/** The chunk files `key` and its static imports make up, from Vite's manifest. */
export function chunkClosure(manifest, keys) {
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
 * What the page's route module needs beyond the entry: its stylesheets (in the HTML, so nothing
 * shifts when the JavaScript arrives) and its chunks (preloaded, so hydration does not wait for
 * one round trip per import).
 */
export function routeAssets(manifest, source) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const base = chunkClosure(manifest, entry ? [entry] : [])
  const css = new Set()
  const js = []
  const visit = (key, seen = new Set()) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || base.has(chunk.file)) return
    seen.add(key)
    js.push(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported, seen)
  }
  if (source) visit(source)
  return { css: [...css], js }
}

/** React writes resource hints (an image preload) ahead of the tree; they belong in the head. */
export function splitLeadingLinks(html) {
  const links = []
  let rest = html
  for (let match; (match = /^<link\b[^>]*\/?>/.exec(rest)); rest = rest.slice(match[0].length)) {
    links.push(match[0])
  }
  return { links: links.join(''), rest }
}

/** The shell without its own title, description and share tags (a page brings its own). */
function withoutOwnHead(shell) {
  return shell
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace(/<meta (?:property|name)="(?:og|twitter):[^"]*" content="[^"]*">/g, '')
}

/**
 * The shell itself, served for every path without a page of its own (account pages, results):
 * the store's title, description and share card, so even such a link shows a card.
 */
export function shellDocument(shell, headTags) {
  const html = withoutOwnHead(shell)
  const head = html.indexOf('</head>')
  if (head < 0) throw new Error('The shell has no </head>')
  return `${html.slice(0, head)}${headTags}${html.slice(head)}`
}

/**
 * The shell with this page in it. The shell's own title, description, share tags and
 * no-JavaScript notice give way to the page's (a page with its content needs no notice).
 */
export function pageDocument(shell, page) {
  const { lang, manifestHref, headTags, rootHtml, payloadScript, assets, assetsBase = '/' } = page
  const { links, rest } = splitLeadingLinks(rootHtml)
  const styles = assets.css
    .map((file) => `<link rel="stylesheet" crossorigin href="${assetsBase}${file}">`)
    .join('')
  const preloads = assets.js
    .map((file) => `<link rel="modulepreload" crossorigin href="${assetsBase}${file}">`)
    .join('')
  let html = withoutOwnHead(shell)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/(<link rel="manifest" href=")[^"]*"/, (link, start) =>
      manifestHref ? `${start}${manifestHref}"` : link,
    )
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  const head = html.indexOf('</head>')
  if (head < 0) throw new Error('The shell has no </head>')
  html = `${html.slice(0, head)}${headTags}${styles}${preloads}${links}${html.slice(head)}`
  const root = '<div id="root"></div>'
  if (!html.includes(root)) throw new Error('The shell has no empty <div id="root">')
  html = html.replace(root, () => `<div id="root">${rest}</div>${payloadScript}`)
  return html
}
