// Which pages `npm run perf` measures: a random sample of the build's sitemap that covers every
// page kind and every language (scripts/perf.mjs).
import fs from 'node:fs'
import path from 'node:path'

/** The site paths the build's sitemap lists (following a sitemap index to its parts). */
export function sitemapPaths(dist) {
  const read = (name) => fs.readFileSync(path.join(dist, name), 'utf8')
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  const top = read('sitemap.xml')
  const urls = top.includes('<sitemapindex')
    ? locs(top).flatMap((url) => locs(read(new URL(url).pathname.slice(1))))
    : locs(top)
  return urls.map((url) => new URL(url).pathname)
}

const LOCALES = ['en', 'ja', 'de', 'es', 'tr', 'zh-CN', 'zh-HK']
const CONTENT = /^(how-it-works|about-[a-z0-9-]+|agreement|partnership)$/

/** A path's language and page kind, read from its shape (src/app/router/pages.ts). */
export function classify(pathname) {
  const segments = pathname.split('/').filter(Boolean)
  const locale = LOCALES.includes(segments[0]) ? segments.shift() : 'en'
  const [first = '', second] = segments
  const kind =
    first === ''
      ? 'home'
      : first === 'esim-call-text'
        ? second
          ? 'call-text plan'
          : 'call-text'
        : first === 'esim-christmas-discount'
          ? 'discount'
          : /^faq-/.test(first)
            ? 'faq'
            : CONTENT.test(first)
              ? 'content'
              : second
                ? 'plan'
                : 'destination'
  return { locale, kind }
}

/** A small seeded generator (mulberry32), so a printed seed repeats a sample. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `size` random paths (at least one of every kind and every language): the i-th pick takes the
 * i-th kind and the i-th language of two shuffled lists, and a random path of that pair.
 */
export function samplePaths(paths, size, seed) {
  const next = random(seed)
  const shuffle = (list) => {
    const copy = [...list]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }
  const byPair = new Map()
  for (const pathname of paths) {
    const { locale, kind } = classify(pathname)
    const key = `${kind}|${locale}`
    byPair.set(key, [...(byPair.get(key) ?? []), pathname])
  }
  const kinds = shuffle([...new Set(paths.map((pathname) => classify(pathname).kind))])
  const locales = shuffle([...new Set(paths.map((pathname) => classify(pathname).locale))])
  const count = Math.max(size, kinds.length, locales.length)
  const chosen = []
  for (let i = 0; i < count; i++) {
    const kind = kinds[i % kinds.length]
    const locale = locales[i % locales.length]
    const candidates = (byPair.get(`${kind}|${locale}`) ?? []).filter((p) => !chosen.includes(p))
    const pool = candidates.length
      ? candidates
      : paths.filter((p) => classify(p).kind === kind && !chosen.includes(p))
    if (pool.length) chosen.push(pool[Math.floor(next() * pool.length)])
  }
  return chosen.map((pathname) => ({ ...classify(pathname), path: pathname }))
}
