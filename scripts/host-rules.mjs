// Writes the static host's configuration from its one source, deploy/hostRules.mjs:
//   deploy/nginx.conf                      the parts between `# >>> generated: NAME` and
//                                          `# <<< generated: NAME` (the rest, comments
//                                          included, is kept as it is)
//   deploy/cdn/_headers                    headers for Netlify and Cloudflare Pages alike
//   deploy/cdn/netlify/_redirects          the app fallback and 404s, Netlify's way
//   deploy/cdn/cloudflare-pages/_redirects what Cloudflare Pages can do of them
// The committed files keep the ${ROAMWISE_API_ORIGINS} (and nginx.conf ${ROAMWISE_CSP_REPORT_URL})
// placeholders.
//
// CLI: node scripts/host-rules.mjs                 rewrite the files above
//      node scripts/host-rules.mjs --out DIR       write them under DIR instead (same layout)
//      node scripts/host-rules.mjs --dist DIR --cdn netlify|cloudflare-pages
//          [--api-origins 'https://api.example https://alliance.example']
//          [--csp-report-url https://csp.example/report]
//                                                  put that CDN's _headers and _redirects into a
//                                                  build folder, the placeholder filled in (from
//                                                  --api-origins, else $ROAMWISE_API_ORIGINS;
//                                                  '' for a same-origin API), and the CSP's
//                                                  report collector (else
//                                                  $ROAMWISE_CSP_REPORT_URL; none when empty)
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as rules from '../deploy/hostRules.mjs'
import { MAX_HEADERS_LINE, renderHeaders, renderRedirects } from './cdn-rules.mjs'

export { MAX_HEADERS_LINE, renderHeaders, renderRedirects }

const ROOT_DIR = path.resolve(import.meta.dirname, '..')
export const NGINX_FILE = 'deploy/nginx.conf'
export const HEADERS_FILE = 'deploy/cdn/_headers'
export const CDNS = {
  netlify: 'deploy/cdn/netlify/_redirects',
  'cloudflare-pages': 'deploy/cdn/cloudflare-pages/_redirects',
}
const PLACEHOLDER = rules.API_ORIGINS

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
      '',
      `# The URL of the CSP's report-to group, when the deployment gives one.`,
      `map "${rules.CSP_REPORT_URL}" $roamwise_reporting_endpoints {`,
      '    "" "";',
      `    default '${rules.cspReporting.group}="${rules.CSP_REPORT_URL}"';`,
      '}',
    ]
  },
  'not-found-maps': () => {
    const prefixes = rules.appRoutes.prefixes.map(regexEscape).join('|')
    const paths = rules.appRoutes.paths.map(regexEscape).join('|')
    return [
      "# The app's own pages, in any language: the app shell draws them (location @app).",
      'map $uri $roamwise_app_route {',
      `    ${nginxString(`~^/(?:(?:${prefixes})/)?(?:${paths})$`, { pattern: true })} 1;`,
      '    default 0;',
      '}',
      '',
      '# The not-found page of the language an address starts with (error_page 404 below).',
      'map $uri $roamwise_not_found {',
      `    ${nginxString(`~^/(${prefixes})(?:/|$)`, { pattern: true })} ${rules.notFound.page('$1')};`,
      `    default ${rules.notFound.page('')};`,
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
    ...comment(rules.cspReporting.why),
    '# An empty value (no URL given) sends no header.',
    `add_header ${rules.cspReporting.header} $roamwise_reporting_endpoints always;`,
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
    ...rules.contentTypes.flatMap(({ nginxPattern, extension, type, why }) => [
      '',
      ...comment(why),
      '# A `types` block replaces the inherited table, so it sits in this one location.',
      `location ~ "${nginxPattern}" {`,
      '    types {',
      `        ${type} ${extension};`,
      '    }',
      '    try_files $uri =404;',
      '}',
    ]),
    '',
    ...comment(rules.fallback.why),
    'location / {',
    '    try_files $uri $uri.html $uri/index.html @app;',
    '}',
    '',
    '# A build without pre-rendered pages (a plain SPA, the demo build) has no not-found pages',
    '# either: the shell draws every route there, and its own not-found screen. Such a build',
    '# may have no spa-shell.html: its index.html is the bare shell. (`if` with nothing but',
    '# `set`, `return` and `rewrite ... break` inside: the uses nginx documents as safe; and',
    '# rewrites, since try_files does nothing in a named location.)',
    'location @app {',
    '    set $roamwise_app $roamwise_app_route;',
    `    if (!-f $document_root${rules.notFound.page('')}) {`,
    '        set $roamwise_app 1;',
    '    }',
    '    if ($roamwise_app = 0) {',
    '        return 404;',
    '    }',
    `    if (!-f $document_root${rules.fallback.shell}) {`,
    '        rewrite ^ /index.html break;',
    '    }',
    `    rewrite ^ ${rules.fallback.shell} break;`,
    '}',
    '',
    ...comment(rules.notFound.why),
    'error_page 404 $roamwise_not_found;',
    '',
    '# The not-found pages are sent with status 404 only, never as pages of their own.',
    'location ~ "^/(?:[^/]+/)?404(?:\\.html)?$" {',
    '    internal;',
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

/**
 * The CSP report collector's URL, checked: an https URL with nothing that would end the header
 * value or the quoted endpoint. '' for none.
 */
export function checkReportUrl(url) {
  if (url && !/^https:\/\/[^\s"',;\\]+$/.test(url)) {
    throw new Error(`not an https URL for the CSP reports: ${url}`)
  }
  return url
}

/** _headers with the Reporting-Endpoints header on `/*` when a collector is given. */
export function withReportEndpoint(text, url) {
  if (!checkReportUrl(url)) return text
  const line = `  ${rules.cspReporting.header}: ${rules.cspReporting.group}="${url}"`
  return text.replace(/^\/\*\n/m, (rule) => `${rule}${line}\n`)
}

/** Writes `cdn`'s _headers and _redirects into the build folder `dist`. */
export function writeIntoBuild({ dist, cdn, apiOrigins, cspReportUrl = '' }) {
  checkReportUrl(cspReportUrl)
  if (!(cdn in CDNS)) throw new Error(`--cdn must be ${Object.keys(CDNS).join(' or ')}`)
  if (apiOrigins === undefined) {
    throw new Error(
      "no API origins: pass --api-origins '...' (or set ROAMWISE_API_ORIGINS); '' when the API is same-origin",
    )
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no index.html`)
  for (const served of [rules.fallback.shell, rules.notFound.page('')]) {
    if (!fs.existsSync(path.join(dist, served))) {
      throw new Error(`${dist} has no ${served.slice(1)}, which the CDN rules serve`)
    }
  }
  const files = renderAll()
  const written = []
  for (const [name, source] of [
    ['_headers', HEADERS_FILE],
    ['_redirects', CDNS[cdn]],
  ]) {
    const filled = fillOrigins(files[source], apiOrigins)
    fs.writeFileSync(
      path.join(dist, name),
      name === '_headers' ? withReportEndpoint(filled, cspReportUrl) : filled,
    )
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
      'csp-report-url': { type: 'string' },
    },
  })
  if (values.dist) {
    const written = writeIntoBuild({
      dist: values.dist,
      cdn: values.cdn,
      apiOrigins: values['api-origins'] ?? process.env.ROAMWISE_API_ORIGINS,
      cspReportUrl: values['csp-report-url'] ?? process.env.ROAMWISE_CSP_REPORT_URL ?? '',
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
