// Pre-rendered pages paint before their app loads (docs/decisions/014, addendum 3): the module
// script and modulepreload links the saved HTML holds move into an inert <template>, and a small
// classic script (src/app/prerender/loaderEntry.ts, low priority, run once the document is parsed,
// through scripts/after-paint-bootstrap.mjs) puts them back into the head once the browser
// reports the first contentful paint. Lighthouse's phone model counts every high-priority
// script fetched before the first paint as render-blocking; a phone on a slow link pays for
// them too, with bandwidth the page's own HTML, CSS and fonts need at that moment.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'vite'
import { bootstrapTag } from './after-paint-bootstrap.mjs'

export const TEMPLATE_ID = 'rw-after-paint'
const LOADER_ENTRY = path.join(
  import.meta.dirname,
  '..',
  'src',
  'app',
  'prerender',
  'loaderEntry.ts',
)
const HELD =
  /<script\b[^>]*\btype="module"[^>]*><\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g

/**
 * The loader as one small classic script (src/app/prerender/loaderEntry.ts, built here so that
 * it reads the visitor's cookies and the HTML with the app's own code).
 */
export async function buildAfterPaintLoader() {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    define: {
      __AFTER_PAINT_TEMPLATE__: JSON.stringify(TEMPLATE_ID),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: LOADER_ENTRY, formats: ['iife'], name: 'roamwiseLoader' },
    },
  })
  const output = (Array.isArray(result) ? result[0] : result).output
  return output.find((chunk) => chunk.type === 'chunk').code
}

/** Writes the loader into `dist/assets` under a content hash; returns its name there. */
export async function writeAfterPaintLoader(dist) {
  const source = await buildAfterPaintLoader()
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8)
  const name = `after-paint-${hash}.js`
  fs.writeFileSync(path.join(dist, 'assets', name), source)
  return name
}

/**
 * The page's module script and modulepreload links, moved into the template that the loader
 * (started by the inline `bootstrapTag`) inserts after the first paint. HTML without
 * a module script (nothing to defer) comes back unchanged.
 */
export function withScriptsAfterPaint(html, loaderName) {
  const head = html.indexOf('</head>')
  if (head < 0) throw new Error('The page has no </head>')
  const before = html.slice(0, head)
  const held = before.match(HELD) ?? []
  const entry = held.find((tag) => tag.startsWith('<script'))
  if (!entry) return html
  const assetsUrl = /\bsrc="([^"]*\/)[^"/]*"/.exec(entry)?.[1] ?? '/assets/'
  const loader = bootstrapTag(`${assetsUrl}${loaderName}`)
  // The module script first: the loader inserts the tags one per task, in this order.
  const ordered = [entry, ...held.filter((tag) => tag !== entry)]
  const template = `<template id="${TEMPLATE_ID}">${ordered.join('')}</template>`
  return `${before.replace(HELD, '')}${loader}${template}${html.slice(head)}`
}
