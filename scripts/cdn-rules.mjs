// The CDN files of the static host's configuration (scripts/host-rules.mjs writes them):
// deploy/cdn/_headers for Netlify and Cloudflare Pages alike, and each CDN's _redirects.
import * as rules from '../deploy/hostRules.mjs'

/** Cloudflare ignores longer lines of _headers. */
export const MAX_HEADERS_LINE = 2000
const comment = (lines, indent = '') => (lines ?? []).map((line) => `${indent}# ${line}`)

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
    ...rules.contentTypes.flatMap(({ paths, type }) =>
      paths.flatMap((typedPath) => rule(typedPath, [{ name: 'Content-Type', value: type }])),
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

/** The app's own pages in every language: /orders, /ja/orders, ... (rules.appRoutes). */
const appPaths = () =>
  ['', ...rules.appRoutes.prefixes].flatMap((prefix) =>
    rules.appRoutes.paths.map((page) => (prefix ? `/${prefix}/${page}` : `/${page}`)),
  )

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
      '# The body is the not-found page, with the status a missing file deserves.',
      ...rules.filesOnly.prefixes.map((prefix) => [splat(prefix), rules.notFound.page(''), '404']),
      '',
      ...comment(rules.fallback.why),
      ...appPaths().map((appPath) => [appPath, shell, '200']),
      '',
      ...comment(rules.notFound.why),
      '# The not-found pages themselves (forced: the files exist) are never pages of their own.',
      ...['', ...rules.appRoutes.prefixes].flatMap((prefix) => {
        const page = rules.notFound.page(prefix)
        return [
          [page.replace(/\.html$/, ''), page, '404!'],
          [page, page, '404!'],
        ]
      }),
      ...rules.appRoutes.prefixes.map((prefix) => [
        `/${prefix}/*`,
        rules.notFound.page(prefix),
        '404',
      ]),
      ['/*', rules.notFound.page(''), '404'],
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
      '# Pages applies these rules before it looks for a file, and has no 404 rules. It serves',
      '# page.html for /page, and, since the build has a top-level 404.html, the nearest',
      '# 404.html up the path with status 404 for any path without a file: /ja/korea gets',
      '# ja/404.html, /fr/japan 404.html, as nginx and Netlify answer. It serves ja/404.html',
      '# for /ja/404 with 200 (noindex all the same), where the others answer 404.',
      '',
      ...comment(rules.fallback.why),
      '# Rewrites (200): the target without .html, or Pages would redirect it to that. Static',
      '# rules first, as Pages wants them.',
      ...appPaths().map((appPath) => [appPath, shellPath, '200']),
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
  throw new Error(`unknown CDN ${cdn}: netlify or cloudflare-pages`)
}
