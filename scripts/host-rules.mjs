// Writes the static host's configuration from its one source, deploy/hostRules.mjs:
//   deploy/nginx.conf                      the parts between `# >>> generated: NAME` and
//                                          `# <<< generated: NAME` (the rest, comments
//                                          included, is kept as it is)
//   deploy/cdn/_headers                    headers for Netlify and Cloudflare Pages alike
//   deploy/cdn/netlify/_redirects          the app fallback and 404s, Netlify's way
//   deploy/cdn/cloudflare-pages/_redirects what Cloudflare Pages can do of them
// The committed files keep the ${ROAMWISE_API_ORIGINS} placeholder.
//
// CLI: node scripts/host-rules.mjs                 rewrite the files above
//      node scripts/host-rules.mjs --out DIR       write them under DIR instead (same layout)
//      node scripts/host-rules.mjs --dist DIR --cdn netlify|cloudflare-pages
//          [--api-origins 'https://api.example https://alliance.example']
//                                                  put that CDN's _headers and _redirects into a
//                                                  build folder, the placeholder filled in (from
//                                                  --api-origins, else $ROAMWISE_API_ORIGINS;
//                                                  '' for a same-origin API)
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as rules from '../deploy/hostRules.mjs'

const ROOT_DIR = path.resolve(import.meta.dirname, '..')
export const NGINX_FILE = 'deploy/nginx.conf'
export const HEADERS_FILE = 'deploy/cdn/_headers'
export const CDNS = {
  netlify: 'deploy/cdn/netlify/_redirects',
  'cloudflare-pages': 'deploy/cdn/cloudflare-pages/_redirects',
}
const PLACEHOLDER = rules.API_ORIGINS
/** Cloudflare ignores longer lines of _headers. */
export const MAX_HEADERS_LINE = 2000

const comment = (lines, indent = '') => (lines ?? []).map((line) => `${indent}# ${line}`)

/**
 * A value inside nginx double quotes: no quote, backslash or line break can slip in (a
 * pattern may carry backslashes, which nginx hands on to PCRE as they are unless doubled).
 */
function nginxString(value, { pattern = false } = {}) {
  if ((pattern ? /["\n\r]/ : /["\\\n\r]/).test(value)) {
    throw new Error(`cannot quote for nginx: ${value}`)
  }
  return `"${value}"`
}

const regexEscape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// ---------------------------------------------------------------------------------------------
// nginx
// ---------------------------------------------------------------------------------------------

/**
 * The characters that may not follow the first slash of a path the trailing-slash rewrite
 * touches (see the `redirects` block's comment), as a PCRE class body written for nginx:
 * nginx turns `\\\\` into `\\`, PCRE's backslash; then controls, space and DEL.
 */
const NGINX_NOT_AFTER_FIRST_SLASH = '/\\\\\\\\\\x00-\\x20\\x7f'

/** Each generated block of deploy/nginx.conf, by name: its lines, unindented. */
const nginxBlocks = {
  'cache-map': () => {
    const keys = rules.caching.rules.map((rule) => `~^${regexEscape(rule.prefix)}`)
    const width = Math.max('default'.length, ...keys.map((key) => key.length)) + 1
    return [
      ...comment(rules.caching.why),
      'map $uri $roamwise_cache_control {',
      ...rules.caching.rules.flatMap((rule, index) => [
        ...comment(rule.why, '    '),
        `    ${keys[index].padEnd(width)} ${nginxString(rule.value)};`,
      ]),
      `    ${'default'.padEnd(width)} ${nginxString(rules.caching.default)};`,
      '}',
    ]
  },
  'csp-map': () => {
    const { prefixes, types, why } = rules.cspNotNeeded
    const folders = prefixes.map((prefix) => regexEscape(prefix.slice(1, -1))).join('|')
    const pattern = `~^/(${folders})/\\S* (${types.map(regexEscape).join('|')})`
    return [
      ...comment(why),
      'map "$uri $sent_http_content_type" $roamwise_csp {',
      `    ${nginxString(pattern, { pattern: true })} "";`,
      `    default ${nginxString(rules.cspValue)};`,
      '}',
    ]
  },
  'gzip-types': () => {
    const lines = ['gzip_types']
    for (const type of rules.compressTypes) {
      if (`${lines.at(-1)} ${type}`.length > 88) lines.push(' '.repeat('gzip_types'.length))
      lines[lines.length - 1] += ` ${type}`
    }
    return lines.map((line, index) => (index === lines.length - 1 ? `${line};` : line))
  },
  headers: () => [
    `# ${rules.caching.whyNotOnErrors}`,
    'add_header Cache-Control $roamwise_cache_control;',
    '',
    ...rules.securityHeaders.flatMap(({ name, value, why }) => [
      ...comment(
        name === 'Content-Security-Policy'
          ? ['The policy: the map $roamwise_csp above.', ...why]
          : why,
      ),
      name === 'Content-Security-Policy'
        ? 'add_header Content-Security-Policy $roamwise_csp always;'
        : `add_header ${name} ${nginxString(value)} always;`,
    ]),
  ],
  redirects: () => [
    ...comment(rules.trailingSlash.why),
    '# Not `$uri/` in try_files: that would redirect back and loop. The Location is the path',
    '# minus its slash, so the path must not start with what a browser reads as a second slash:',
    '# /%5Cevil.example/ would answer `Location: /\\evil.example`, which browsers follow to',
    '# //evil.example (an open redirect). Such paths (a slash, backslash, space or control',
    '# character after the first slash) are never redirected; a location below answers them',
    '# 404. Control characters anywhere (%0A...) are not redirected either.',
    `rewrite "^/([^${NGINX_NOT_AFTER_FIRST_SLASH}][^\\x00-\\x1f\\x7f]*)/$" /$1 ${
      rules.trailingSlash.status === 301 ? 'permanent' : 'redirect'
    };`,
  ],
  locations: () => [
    ...comment(rules.filesOnly.why),
    ...rules.filesOnly.prefixes.flatMap((prefix, index) => [
      ...(index ? [''] : []),
      `location ${prefix} {`,
      '    try_files $uri =404;',
      '}',
    ]),
    '',
    '# No page of ours starts the way the rewrite above refuses to redirect. A regex location, so',
    '# it also wins over the prefix locations; merge_slashes already folds // and %2F%2F into one.',
    `location ~ "^/[${NGINX_NOT_AFTER_FIRST_SLASH}]" {`,
    '    return 404;',
    '}',
    ...rules.hidden.flatMap(({ path: hiddenPath, why }) => [
      '',
      ...comment(why),
      hiddenPath.endsWith('/') ? `location ^~ ${hiddenPath} {` : `location = ${hiddenPath} {`,
      '    return 404;',
      '}',
    ]),
    ...rules.contentTypes.flatMap(({ path: typedPath, extension, type, why }) => [
      '',
      ...comment(why),
      '# A `types` block replaces the inherited table, so it sits in this one location.',
      `location = ${typedPath} {`,
      '    types {',
      `        ${type} ${extension};`,
      '    }',
      '    try_files $uri =404;',
      '}',
    ]),
    '',
    ...comment(rules.fallback.why),
    '# A build without the shell gets index.html.',
    'location / {',
    `    try_files $uri $uri.html $uri/index.html ${rules.fallback.shell} ${rules.fallback.lastResort};`,
    '}',
  ],
}

const BLOCK = /^([ \t]*)# >>> generated: ([\w-]+)\n[\s\S]*?^\1# <<< generated: \2\n/gm

/** deploy/nginx.conf's text with every generated block written afresh from the rules. */
export function renderNginx(template) {
  const seen = new Set()
  const text = template.replace(BLOCK, (_whole, indent, name) => {
    const block = nginxBlocks[name]
    if (!block) throw new Error(`${NGINX_FILE}: no generated block named ${name}`)
    if (seen.has(name)) throw new Error(`${NGINX_FILE}: block ${name} appears twice`)
    seen.add(name)
    const body = block().map((line) => (line ? `${indent}${line}` : ''))
    return [
      `${indent}# >>> generated: ${name}`,
      ...body,
      `${indent}# <<< generated: ${name}`,
      '',
    ].join('\n')
  })
  const missing = Object.keys(nginxBlocks).filter((name) => !seen.has(name))
  if (missing.length) throw new Error(`${NGINX_FILE}: generated blocks missing: ${missing}`)
  return text
}

// ---------------------------------------------------------------------------------------------
// The CDN files
// ---------------------------------------------------------------------------------------------

const GENERATED_BY = [
  'Written by scripts/host-rules.mjs from deploy/hostRules.mjs, like deploy/nginx.conf: edit',
  'there and run it again. See deploy/README.md.',
]

/**
 * _headers, valid for Netlify and Cloudflare Pages alike. No two rules that can match one
 * path set the same header: Cloudflare would join their values with a comma, and how Netlify
 * merges them is nothing to build on. So no `! Name` detach lines either (Netlify's parser
 * skips them).
 */
export function renderHeaders() {
  const rule = (pattern, headers) => [
    pattern,
    ...headers.flatMap(({ name, value, why }) => [...comment(why, '  '), `  ${name}: ${value}`]),
    '',
  ]
  return [
    '# Roamwise storefront: response headers for Netlify and Cloudflare Pages (the same file',
    '# works on both). Copied into a build with the API origins filled in by',
    '#   node scripts/host-rules.mjs --dist DIR --cdn netlify|cloudflare-pages --api-origins ...',
    ...comment(GENERATED_BY),
    '#',
    '# Each header of a path comes from one rule only: where two matching rules set the same',
    '# header, Cloudflare joins their values with a comma. Hence no Cache-Control on /*: the',
    `# CDNs' own default there, \`${rules.caching.cdnDefault}\`, means to a browser what`,
    `# nginx's \`${rules.caching.default}\` does. The CSP goes on every path: nginx leaves it off scripts,`,
    '# styles and messages by their type, which a path pattern cannot tell from the app that a',
    '# CDN may answer for a missing one.',
    '',
    ...rule('/*', rules.securityHeaders),
    ...rules.caching.rules.flatMap(({ prefix, value, why }) =>
      rule(`${prefix}*`, [{ name: 'Cache-Control', value, why }]),
    ),
    ...rules.contentTypes.flatMap(({ path: typedPath, type }) =>
      rule(typedPath, [{ name: 'Content-Type', value: type }]),
    ),
  ]
    .join('\n')
    .replace(/\n+$/, '\n')
}

const columns = (rows) => {
  const widths = [0, 1].map((column) =>
    Math.max(...rows.filter(Array.isArray).map((row) => row[column].length)),
  )
  return rows.map((row) =>
    Array.isArray(row)
      ? row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell)).join('  ')
      : row,
  )
}

const splat = (prefix) => (prefix.endsWith('/') ? `${prefix}*` : prefix)

/** _redirects for one CDN. */
export function renderRedirects(cdn) {
  const { shell } = rules.fallback
  if (cdn === 'netlify') {
    return `${columns([
      '# Roamwise storefront: rewrites for Netlify (Cloudflare Pages has its own file:',
      '# ../cloudflare-pages/_redirects).',
      ...comment(GENERATED_BY),
      '#',
      '# A rule here applies only when no file answers the path (path, path.html,',
      '# path/index.html), unless its status ends in `!`: the order of nginx try_files.',
      '#',
      '# No trailing-slash rule: Netlify matches rules with and without a trailing slash, so',
      '# `/:a/ /:a 301` would also catch /a and redirect it to itself, forever. The slash is',
      "# left to Netlify's own handling of page.html files.",
      '',
      ...rules.hidden
        .filter((entry) => entry.cdn !== false)
        .flatMap(({ path: hiddenPath, why }) => [
          ...comment(why),
          '# Forced (`!`): the file exists.',
          [splat(hiddenPath), shell, '404!'],
        ]),
      '',
      ...comment(rules.filesOnly.why),
      '# The body is the app shell, with the status a missing file deserves.',
      ...rules.filesOnly.prefixes.map((prefix) => [splat(prefix), shell, '404']),
      '',
      ...comment(rules.fallback.why),
      ['/*', shell, '200'],
    ]).join('\n')}\n`
  }
  if (cdn === 'cloudflare-pages') {
    // Pages redirects a path ending in .html to the path without it, also when a rewrite asks
    // for it, so a rewrite to /spa-shell.html would bounce back into /* for ever.
    const shellPath = shell.replace(/\.html$/, '')
    const depths = Array.from({ length: rules.trailingSlash.depth }, (_, index) =>
      Array.from({ length: index + 1 }, (_unused, segment) => `/:${'abcdefgh'[segment]}`).join(''),
    )
    return `${columns([
      '# Roamwise storefront: redirects for Cloudflare Pages (Netlify has its own file:',
      '# ../netlify/_redirects).',
      ...comment(GENERATED_BY),
      '#',
      '# Pages applies these rules before it looks for a file, and has no 404 rules, so only',
      '# rules that may win over every file are here. Pages itself serves page.html for /page,',
      "# and for any other path the site's index.html: the app, but showing the pre-rendered",
      '# English home page until the script runs, where nginx and Netlify serve spa-shell.html.',
      '# A rule cannot fix that (`/* /spa-shell 200` would answer every request, scripts',
      '# included, with the shell); a Pages Function could. A missing file under /assets/,',
      "# /locales/ or /flags/ gets that index.html too, with the folder's headers.",
      '',
      ...rules.hidden
        .filter((entry) => entry.cdn !== false)
        .flatMap(({ path: hiddenPath, why }) => [
          ...comment(why),
          '# No 404 rules on Pages: the shell (the app says not found) instead of the file.',
          [splat(hiddenPath), shellPath, '200'],
        ]),
      '',
      ...comment(rules.trailingSlash.why),
      '# One rule per depth, with placeholders rather than one splat: a placeholder is never',
      '# empty and never holds a slash, so //evil.example/ matches none of them, and Pages reads',
      '# a backslash as a slash and keeps %5C encoded: every Location is a path on this site.',
      ...depths.map((target) => [`${target}/`, target, String(rules.trailingSlash.status)]),
    ]).join('\n')}\n`
  }
  throw new Error(`unknown CDN ${cdn}: ${Object.keys(CDNS).join(' or ')}`)
}

/** Every generated file, by its path in the repository. */
export function renderAll() {
  const template = fs.readFileSync(path.join(ROOT_DIR, NGINX_FILE), 'utf8')
  return {
    [NGINX_FILE]: renderNginx(template),
    [HEADERS_FILE]: renderHeaders(),
    ...Object.fromEntries(Object.entries(CDNS).map(([cdn, file]) => [file, renderRedirects(cdn)])),
  }
}

// ---------------------------------------------------------------------------------------------
// Into a build
// ---------------------------------------------------------------------------------------------

const ORIGIN = /^(https?|wss?):\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%/-]*)?$/

/** The API origins as they go into the CSP, checked: they end up in a file the CDN parses. */
export function checkOrigins(origins) {
  const list = origins.trim().split(/\s+/).filter(Boolean)
  const bad = list.filter((origin) => !ORIGIN.test(origin))
  if (bad.length) throw new Error(`not an origin for connect-src: ${bad.join(' ')}`)
  return list
}

/** A committed CDN file with the placeholder filled in (and no double space if it is empty). */
export function fillOrigins(text, origins) {
  const list = checkOrigins(origins)
  const filled = text
    .split('\n')
    .map((line) =>
      line.includes(PLACEHOLDER)
        ? line.replace(list.length ? PLACEHOLDER : `${PLACEHOLDER} `, list.join(' '))
        : line,
    )
  const long = filled.find((line) => line.length > MAX_HEADERS_LINE)
  if (long) throw new Error(`a line is longer than Cloudflare reads (${MAX_HEADERS_LINE}): ${long}`)
  return filled.join('\n')
}

/** Writes `cdn`'s _headers and _redirects into the build folder `dist`. */
export function writeIntoBuild({ dist, cdn, apiOrigins }) {
  if (!(cdn in CDNS)) throw new Error(`--cdn must be ${Object.keys(CDNS).join(' or ')}`)
  if (apiOrigins === undefined) {
    throw new Error(
      "no API origins: pass --api-origins '...' (or set ROAMWISE_API_ORIGINS); '' when the API is same-origin",
    )
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no index.html`)
  if (!fs.existsSync(path.join(dist, rules.fallback.shell))) {
    throw new Error(`${dist} has no ${rules.fallback.shell.slice(1)}, which the CDN rules serve`)
  }
  const files = renderAll()
  const written = []
  for (const [name, source] of [
    ['_headers', HEADERS_FILE],
    ['_redirects', CDNS[cdn]],
  ]) {
    fs.writeFileSync(path.join(dist, name), fillOrigins(files[source], apiOrigins))
    written.push(path.join(dist, name))
  }
  return written
}

function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      dist: { type: 'string' },
      cdn: { type: 'string' },
      'api-origins': { type: 'string' },
    },
  })
  if (values.dist) {
    const written = writeIntoBuild({
      dist: values.dist,
      cdn: values.cdn,
      apiOrigins: values['api-origins'] ?? process.env.ROAMWISE_API_ORIGINS,
    })
    console.log(`host-rules: wrote ${written.join(', ')}`)
    return
  }
  const outDir = path.resolve(values.out ?? ROOT_DIR)
  const files = renderAll()
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(outDir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
  }
  console.log(`host-rules: wrote ${Object.keys(files).join(', ')} under ${outDir}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    main()
  } catch (error) {
    console.error(`host-rules: ${error.message}`)
    process.exit(1)
  }
}
