import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import * as rules from '../../../deploy/hostRules.mjs'
import {
  CDNS,
  HEADERS_FILE,
  NGINX_FILE,
  fillOrigins,
  renderAll,
  renderNginx,
  writeIntoBuild,
} from '../../../scripts/host-rules.mjs'
import {
  KIND_DIFFERENCES,
  PATH_KINDS,
  cdnHeaders,
  differences,
  cloudflarePattern,
  nginxHeaders,
  parseHeadersFile,
  parseNginx,
  parseRedirectsFile,
  type RedirectRule,
} from '../../support/hostFiles'

/**
 * The static host's rules have one source, deploy/hostRules.mjs, written by
 * scripts/host-rules.mjs into deploy/nginx.conf and the CDN files under deploy/cdn/. These
 * tests keep the written files equal to what the generator writes today, and read the nginx
 * configuration and _headers back to check they answer each kind of path alike. The same
 * comparison against a running nginx: tests/unit/deploy/nginx.test.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const SCRIPT = path.join(ROOT, 'scripts/host-rules.mjs')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')

const temps: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roamwise-host-rules-'))
  temps.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the static host rules (deploy/hostRules.mjs)', () => {
  it('are what the committed files say: the generator rewrites them byte for byte', () => {
    const out = tempDir()
    const printed = execFileSync(process.execPath, [SCRIPT, '--out', out], { encoding: 'utf8' })
    expect(printed).toContain('host-rules: wrote')
    const files = [NGINX_FILE, HEADERS_FILE, ...Object.values(CDNS)]
    expect(Object.keys(renderAll()).sort()).toEqual([...files].sort())
    for (const file of files) {
      // A difference here: someone edited a generated file (or a generated block of
      // deploy/nginx.conf) by hand. Change deploy/hostRules.mjs and run
      // `node_modules/.bin/node scripts/host-rules.mjs` instead.
      expect(fs.readFileSync(path.join(out, file), 'utf8'), file).toBe(read(file))
    }
  })

  it('writes only the generated blocks of nginx.conf, each exactly once', () => {
    const committed = read(NGINX_FILE)
    const edited = committed.replace('"public, max-age=604800"', '"public, max-age=1"')
    expect(edited).not.toBe(committed)
    expect(renderNginx(edited)).toBe(committed)
    // Hand-written comments outside the blocks stay as they are.
    const annotated = committed.replace('server {\n', '# a note of ours\nserver {\n')
    expect(renderNginx(annotated)).toBe(annotated)
    const withoutHeaders = committed.replace(
      /^ *# >>> generated: headers\n[\s\S]*?^ *# <<< generated: headers\n/m,
      '',
    )
    expect(() => renderNginx(withoutHeaders)).toThrow(/missing: headers/)
    const unknown = committed.replace('# >>> generated: redirects', '# >>> generated: nope')
    expect(() => renderNginx(unknown)).toThrow()
  })

  it('give nginx.conf and _headers the same headers and caching for every kind of path', () => {
    // As deployed without a CSP report collector (the CDN files get one only with --dist).
    const nginx = parseNginx(read(NGINX_FILE).replaceAll(rules.CSP_REPORT_URL, ''))
    const cdnRules = parseHeadersFile(read(HEADERS_FILE))
    const found: Record<string, string[]> = {}
    for (const answer of PATH_KINDS) {
      const fromNginx = nginxHeaders(nginx, answer)
      const { headers, setBy } = cdnHeaders(cdnRules, answer.path)
      // Every header of a path comes from one rule: Cloudflare would join two rules' values,
      // and how Netlify merges them is nothing to build on.
      for (const [name, patterns] of Object.entries(setBy)) {
        expect(patterns, `${answer.kind}: ${name}`).toHaveLength(1)
      }
      const fromCdn: Record<string, string> = {
        'cache-control': rules.caching.cdnDefault,
        ...headers,
      }
      found[answer.kind] = differences(fromNginx, fromCdn)
      for (const name of found[answer.kind]!) {
        if (name === 'cache-control') {
          expect(fromNginx[name], answer.kind).toBe(rules.caching.default)
          expect(fromCdn[name], answer.kind).toBe(rules.caching.cdnDefault)
        } else {
          expect(name, answer.kind).toBe('content-security-policy')
          expect(fromNginx[name], answer.kind).toBeUndefined()
          expect(fromCdn[name], answer.kind).toBe(rules.cspValue)
        }
      }
      expect(fromNginx['cross-origin-opener-policy'], answer.kind).toBe('same-origin-allow-popups')
    }
    expect(found).toEqual(KIND_DIFFERENCES)
    // The rules that do match, spelled out once.
    const script = nginxHeaders(nginx, PATH_KINDS[1]!)
    expect(script['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(cdnHeaders(cdnRules, '/flags/jp.png').headers['cache-control']).toBe(
      'public, max-age=604800',
    )
    expect(nginxHeaders(nginx, PATH_KINDS[4]!)['content-type']).toBe('application/manifest+json')
    for (const manifest of ['/manifest.webmanifest', '/zh-HK/manifest.webmanifest']) {
      expect(cdnHeaders(cdnRules, manifest).headers['content-type'], manifest).toBe(
        'application/manifest+json',
      )
      expect(
        nginxHeaders(nginx, { ...PATH_KINDS[4]!, path: manifest })['content-type'],
        manifest,
      ).toBe('application/manifest+json')
    }
  })

  it('keep _headers within what both CDNs read', () => {
    const text = read(HEADERS_FILE)
    // No `! Name` lines: Netlify skips them, so a header would stay there.
    expect(text).not.toMatch(/^\s*!/m)
    // Cloudflare reads `:name` in a value as a placeholder of the rule's path.
    for (const rule of parseHeadersFile(text)) {
      for (const [name, value] of rule.set) expect(value, name).not.toMatch(/:[A-Za-z]/)
    }
    // Cloudflare ignores lines over 2,000 characters: room for a few API origins.
    const origins = Array.from({ length: 6 }, (_, i) => `https://api-${i}.roamwise.example`)
    expect(() => parseHeadersFile(fillOrigins(text, origins.join(' ')))).not.toThrow()
  })
})

/** Netlify's reading of a _redirects line, as @netlify/redirect-parser has it. */
function checkNetlifyLine(tokens: string[]) {
  const [from = '', to = '', status = '', ...rest] = tokens
  expect(from.startsWith('/'), from).toBe(true)
  expect(to.startsWith('/'), to).toBe(true)
  expect(Number.isInteger(Number.parseInt(status, 10)), status).toBe(true)
  expect(rest, from).toEqual([])
}

/** Cloudflare Pages' reading (workers-sdk parseRedirects.ts): what it would reject, thrown. */
function checkCloudflareRules(text: string) {
  const { rules: lines, tokens } = parseRedirectsFile(text)
  let dynamic = false
  let dynamicCount = 0
  const seen = new Set<string>()
  lines.forEach((rule, index) => {
    expect(tokens[index]!.length, rule.from).toBeLessThanOrEqual(3)
    expect([200, 301, 302, 303, 307, 308], rule.from).toContain(rule.status)
    expect(rule.force, rule.from).toBe(false)
    const isDynamic = /\*|:[A-Za-z]/.test(rule.from)
    // Static rules after the first dynamic one count as dynamic (of which 100 at most).
    if (isDynamic) dynamic = true
    else expect(dynamic, `${rule.from}: static rules go first`).toBe(false)
    if (isDynamic) dynamicCount += 1
    // Rejected as an endless loop.
    expect(/\/\*$/.test(rule.from) && /\/index(.html)?$/.test(rule.to), rule.from).toBe(false)
    expect(seen.has(rule.from), rule.from).toBe(false)
    seen.add(rule.from)
  })
  expect(dynamicCount).toBeLessThanOrEqual(100)
  return lines
}

/**
 * What Cloudflare Pages answers for `target` (as a browser would send it) by these rules:
 * the first matching rule's status and Location, built as its asset worker builds it.
 */
function cloudflareAnswer(lines: RedirectRule[], target: string) {
  const url = new URL(target, 'https://www.roamwise.example')
  for (const rule of lines) {
    const match = cloudflarePattern(rule.from).exec(url.pathname)
    if (!match) continue
    const to = rule.to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => {
      return match.groups?.[name] ?? whole
    })
    if (rule.status === 200) return { status: 200, rewrite: to }
    const destination = new URL(to, url)
    const location =
      destination.origin === url.origin
        ? `${destination.pathname}${destination.search || url.search}`
        : destination.href
    return { status: rule.status, location }
  }
  return undefined
}

describe('the CDN _redirects files', () => {
  it("Netlify: 404 for hidden paths and missing files, the shell for the app's pages, else 404", () => {
    const text = read(CDNS.netlify)
    const { rules: lines, tokens } = parseRedirectsFile(text)
    tokens.forEach(checkNetlifyLine)
    const shell = rules.fallback.shell
    const prefixes = rules.appRoutes.prefixes
    const appPaths = ['', ...prefixes].flatMap((prefix) =>
      rules.appRoutes.paths.map((page) => `${prefix ? `/${prefix}` : ''}/${page}`),
    )
    expect(lines.map(({ from, to, status, force }) => [from, to, status, force])).toEqual([
      ['/.vite/*', shell, 404, true],
      ...rules.filesOnly.prefixes.map((prefix) => [`${prefix}*`, '/404.html', 404, false]),
      ...appPaths.map((appPath) => [appPath, shell, 200, false]),
      ...['', ...prefixes].flatMap((prefix) => {
        const page = prefix ? `/${prefix}/404.html` : '/404.html'
        return [
          [page.replace(/\.html$/, ''), page, 404, true],
          [page, page, 404, true],
        ]
      }),
      ...prefixes.map((prefix) => [`/${prefix}/*`, `/${prefix}/404.html`, 404, false]),
      ['/*', '/404.html', 404, false],
    ])
    // No redirect at all, so no Location made of a request's path; and no trailing-slash
    // rule, which Netlify would also apply to the path without the slash, in a loop.
    expect(lines.every((rule) => rule.status === 200 || rule.status === 404)).toBe(true)
  })

  it('Cloudflare Pages: valid there, and every redirect stays on the site', () => {
    const lines = checkCloudflareRules(read(CDNS['cloudflare-pages']))
    expect(cloudflareAnswer(lines, '/ja/faq-roamwise-esim/?a=1&b=%C3%A9')).toEqual({
      status: 301,
      location: '/ja/faq-roamwise-esim?a=1&b=%C3%A9',
    })
    expect(cloudflareAnswer(lines, '/ja/japan/plan-7/')).toEqual({
      status: 301,
      location: '/ja/japan/plan-7',
    })
    expect(cloudflareAnswer(lines, '/.vite/manifest.json')).toEqual({
      status: 200,
      rewrite: '/spa-shell',
    })
    // Pages finds the file or the page itself: no rule for these.
    for (const target of ['/', '/ja/faq-roamwise-esim', '/assets/index-AbC123xy.js']) {
      expect(cloudflareAnswer(lines, target), target).toBeUndefined()
    }
    const hostile = [
      '/%5Cevil.example/',
      '/\\evil.example/',
      '/\\\\evil.example/',
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/%09/evil.example/',
      '/%0A/evil.example/',
      '/\t/evil.example/',
      '/ja/%5C%5Cevil.example/',
    ]
    for (const target of hostile) {
      const answer = cloudflareAnswer(lines, target)
      if (!answer || answer.status === 200) continue
      expect(answer.location, target).toMatch(/^\/[^/\\]/)
      const resolved = new URL(answer.location!, 'https://www.roamwise.example/')
      expect(resolved.origin, target).toBe('https://www.roamwise.example')
    }
  })
})

describe('host-rules.mjs --dist', () => {
  function build() {
    const dist = tempDir()
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>home')
    fs.writeFileSync(path.join(dist, 'spa-shell.html'), '<!doctype html>shell')
    fs.writeFileSync(path.join(dist, '404.html'), '<!doctype html>not found')
    return dist
  }

  it("puts a CDN's files into a build, the API origins in the CSP", () => {
    const dist = build()
    writeIntoBuild({ dist, cdn: 'netlify', apiOrigins: 'https://api.roamwise.example' })
    const headers = fs.readFileSync(path.join(dist, '_headers'), 'utf8')
    expect(headers).not.toContain('${')
    expect(headers).toContain("connect-src 'self' https://api.roamwise.example https://*.adyen.com")
    expect(headers.replace('https://api.roamwise.example ', '')).toBe(
      read(HEADERS_FILE).replace(`${rules.API_ORIGINS} `, ''),
    )
    expect(fs.readFileSync(path.join(dist, '_redirects'), 'utf8')).toBe(read(CDNS.netlify))

    writeIntoBuild({ dist, cdn: 'cloudflare-pages', apiOrigins: '' })
    expect(fs.readFileSync(path.join(dist, '_headers'), 'utf8')).toContain(
      "connect-src 'self' https://*.adyen.com",
    )
    expect(fs.readFileSync(path.join(dist, '_redirects'), 'utf8')).toBe(
      read(CDNS['cloudflare-pages']),
    )
  })

  it('gives the CSP its report collector on every path when one is named (issue 35.4)', () => {
    const dist = build()
    const url = 'https://csp.roamwise.example/report'
    writeIntoBuild({ dist, cdn: 'netlify', apiOrigins: '', cspReportUrl: url })
    const written = parseHeadersFile(fs.readFileSync(path.join(dist, '_headers'), 'utf8'))
    const everyPath = cdnHeaders(written, '/ja/korea').headers
    expect(everyPath['reporting-endpoints']).toBe(`csp-endpoint="${url}"`)
    expect(everyPath['content-security-policy']).toMatch(/; report-to csp-endpoint$/)
    // Without one, no endpoint: report-to then names nothing, and nothing is sent.
    writeIntoBuild({ dist, cdn: 'netlify', apiOrigins: '' })
    const plain = parseHeadersFile(fs.readFileSync(path.join(dist, '_headers'), 'utf8'))
    expect(cdnHeaders(plain, '/ja/korea').headers['reporting-endpoints']).toBeUndefined()
    for (const bad of ['http://csp.example/r', 'https://a.example/r"; x', 'https://a b']) {
      expect(
        () => writeIntoBuild({ dist, cdn: 'netlify', apiOrigins: '', cspReportUrl: bad }),
        bad,
      ).toThrow(/not an https URL/)
    }
  })

  it('refuses what would break the files or the site', () => {
    const dist = build()
    const write = (cdn: string | undefined, apiOrigins: string | undefined) => () =>
      writeIntoBuild({ dist, cdn, apiOrigins })
    // Each _redirects suits one CDN only, so there is no default.
    expect(write(undefined, '')).toThrow(/--cdn/)
    expect(write('vercel', '')).toThrow(/--cdn/)
    expect(write('netlify', undefined)).toThrow(/api-origins/)
    // A line break would start a rule of its own; a ; a directive of its own.
    expect(write('netlify', 'https://api.example\n/*')).toThrow(/not an origin/)
    expect(write('netlify', "https://api.example; script-src 'unsafe-inline'")).toThrow(
      /not an origin/,
    )
    fs.rmSync(path.join(dist, '404.html'))
    expect(write('netlify', '')).toThrow(/404.html/)
    fs.rmSync(path.join(dist, 'spa-shell.html'))
    expect(write('netlify', '')).toThrow(/spa-shell.html/)
    expect(fs.existsSync(path.join(dist, '_headers'))).toBe(false)
  })

  it('takes the origins from ROAMWISE_API_ORIGINS on the command line', () => {
    const dist = build()
    const printed = execFileSync(process.execPath, [SCRIPT, '--dist', dist, '--cdn', 'netlify'], {
      encoding: 'utf8',
      env: { ...process.env, ROAMWISE_API_ORIGINS: 'https://api.roamwise.example' },
    })
    expect(printed).toContain('_headers')
    expect(fs.readFileSync(path.join(dist, '_headers'), 'utf8')).toContain(
      "connect-src 'self' https://api.roamwise.example ",
    )
  })
})
