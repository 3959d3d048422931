/**
 * Readers for the static host's files (deploy/nginx.conf, deploy/cdn/...), so tests can ask
 * each of them what it answers for a path and compare. They read only the constructs those
 * files use, and follow the hosts' documented rules:
 * - nginx: `map` (regex entries in order, then `default`), server-level `add_header` (a
 *   variable's empty value sends no header), `types` inside an exact location.
 * - _headers: Cloudflare Pages' reading (its parser in workers-sdk, parseHeaders.ts, and
 *   rules engine): every matching rule applies in file order, `! Name` detaches, a header set
 *   by an earlier rule gets the next value appended after a comma. Netlify's
 *   (@netlify/headers-parser) path matching is offered too, to check both agree.
 * - _redirects: both platforms' line formats and Cloudflare's placeholder matching.
 */

// ---------------------------------------------------------------------------------------------
// nginx
// ---------------------------------------------------------------------------------------------

export interface NginxDirective {
  name: string
  args: string[]
  block?: NginxDirective[]
}

/** nginx's own unescaping of a token: \" \' \\ \t \r \n, anything else kept. */
function unescape(token: string): string {
  return token.replace(/\\(["'\\tnr])/g, (_whole, char: string) =>
    char === 't' ? '\t' : char === 'n' ? '\n' : char === 'r' ? '\r' : char,
  )
}

/** The directive tree of an nginx configuration. */
export function parseNginx(text: string): NginxDirective[] {
  const tokens: string[] = []
  let index = 0
  while (index < text.length) {
    const char = text[index]!
    if (/\s/.test(char)) {
      index += 1
    } else if (char === '#') {
      while (index < text.length && text[index] !== '\n') index += 1
    } else if (char === '{' || char === '}' || char === ';') {
      tokens.push(char)
      index += 1
    } else if (char === '"' || char === "'") {
      let end = index + 1
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1
      tokens.push(`"${unescape(text.slice(index + 1, end))}`)
      index = end + 1
    } else {
      let end = index
      while (end < text.length && !/[\s{};]/.test(text[end]!)) {
        // ${NAME} (a placeholder, or nginx's own ${var}) stays one word.
        if (text.startsWith('${', end)) end = text.indexOf('}', end) + 1
        else end += text[end] === '\\' ? 2 : 1
      }
      tokens.push(`=${unescape(text.slice(index, end))}`)
      index = end
    }
  }
  let position = 0
  const block = (): NginxDirective[] => {
    const directives: NginxDirective[] = []
    while (position < tokens.length && tokens[position] !== '}') {
      const words: string[] = []
      while (tokens[position] !== ';' && tokens[position] !== '{') {
        if (position >= tokens.length) throw new Error('nginx: unterminated directive')
        words.push(tokens[position]!.slice(1))
        position += 1
      }
      const [name = '', ...args] = words
      if (tokens[position] === '{') {
        position += 1
        const inner = block()
        if (tokens[position] !== '}') throw new Error(`nginx: unclosed block ${name}`)
        position += 1
        directives.push({ name, args, block: inner })
      } else {
        position += 1
        directives.push({ name, args })
      }
    }
    return directives
  }
  const tree = block()
  if (position !== tokens.length) throw new Error('nginx: stray }')
  return tree
}

export interface Answer {
  /** The request path, e.g. /assets/x.js. */
  path: string
  /** The Content-Type of the file nginx would send without our `types` (Debian's table). */
  contentType: string
}

/** One path of each kind, with the type Debian's mime.types gives its file. */
export const PATH_KINDS: (Answer & { kind: string })[] = [
  { kind: 'HTML page', path: '/ja/faq-roamwise-esim', contentType: 'text/html' },
  {
    kind: 'hashed script',
    path: '/assets/index-AbC123xy.js',
    contentType: 'application/javascript',
  },
  { kind: 'messages', path: '/locales/en/common.json', contentType: 'application/json' },
  { kind: 'flag', path: '/flags/jp.png', contentType: 'image/png' },
  {
    kind: 'manifest',
    path: '/manifest.webmanifest',
    contentType: 'application/octet-stream',
  },
  { kind: 'sitemap', path: '/sitemap.xml', contentType: 'text/xml' },
]

/** The headers nginx sends for a 200 answer to `answer`, names in lower case. */
export function nginxHeaders(tree: NginxDirective[], answer: Answer): Record<string, string> {
  const server = tree.find((directive) => directive.name === 'server')?.block ?? []
  const typed = server
    .filter((directive) => directive.name === 'location')
    .filter((location) => ['=', '~'].includes(location.args[0]!))
    .find((location) =>
      location.args[0] === '='
        ? location.args[1] === answer.path
        : new RegExp(location.args[1]!.replace(/^"/, '')).test(answer.path),
    )
    ?.block?.find((directive) => directive.name === 'types')?.block?.[0]?.name
  const contentType = typed ?? answer.contentType
  const variables: Record<string, string> = {
    uri: answer.path,
    sent_http_content_type: contentType,
  }
  const interpolate = (text: string) =>
    text.replace(/\$(\w+)/g, (_whole, name: string) => {
      if (!(name in variables)) throw new Error(`nginx: unknown variable $${name}`)
      return variables[name]!
    })
  for (const map of tree.filter((directive) => directive.name === 'map')) {
    const [source = '', variable = ''] = map.args
    const input = interpolate(source)
    let value: string | undefined
    let fallback = ''
    for (const { name: key, args } of map.block ?? []) {
      if (key === 'default') fallback = args[0] ?? ''
      else if (key.startsWith('~') && value === undefined && new RegExp(key.slice(1)).test(input)) {
        value = args[0] ?? ''
      } else if (!key.startsWith('~') && key === input && value === undefined) value = args[0]
    }
    variables[variable.slice(1)] = value ?? fallback
  }
  const headers: Record<string, string> = { 'content-type': contentType }
  for (const { args } of server.filter((directive) => directive.name === 'add_header')) {
    const [name = '', raw = ''] = args
    const value = interpolate(raw)
    if (value !== '') headers[name.toLowerCase()] = value
  }
  return headers
}

// ---------------------------------------------------------------------------------------------
// _headers
// ---------------------------------------------------------------------------------------------

export interface HeadersRule {
  pattern: string
  set: [name: string, value: string][]
  detach: string[]
}

/** _headers as Cloudflare Pages parses it; anything it would reject is thrown. */
export function parseHeadersFile(text: string, maxLineLength = 2000): HeadersRule[] {
  const rules: HeadersRule[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    const where = `_headers line ${index + 1}`
    if (raw.length > maxLineLength) throw new Error(`${where}: longer than ${maxLineLength}`)
    if (line === '' || line.startsWith('#')) return
    if (line.startsWith('/')) {
      rules.push({ pattern: line, set: [], detach: [] })
      return
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`${where}: a header before any path`)
    if (line.startsWith('! ')) {
      rule.detach.push(line.slice(2).trim().toLowerCase())
      return
    }
    const colon = line.indexOf(':')
    if (colon <= 0) throw new Error(`${where}: not a header: ${line}`)
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    if (/\s/.test(name) || value === '') throw new Error(`${where}: bad header: ${line}`)
    rule.set.push([name.toLowerCase(), value])
  })
  for (const rule of rules) {
    if (!rule.set.length && !rule.detach.length) throw new Error(`${rule.pattern}: no headers`)
  }
  return rules
}

const escapeRegex = (text: string) => text.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')

/** Cloudflare's rule pattern -> RegExp (rules-engine.ts: one splat, :placeholders). */
export function cloudflarePattern(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map(escapeRegex)
    .join('(?<splat>.*)')
    .replace(/:([A-Za-z]\w*)/g, (_whole, name: string) => `(?<${name}>[^/]+)`)
  return new RegExp(`^${source}$`)
}

/** Netlify's _headers pattern -> RegExp (@netlify/headers-parser, for_regexp.ts). */
export function netlifyHeadersPattern(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? '([^/]+)'
        : part === '*'
          ? '?(.*)'
          : part.includes('*')
            ? part.split('*').map(escapeRegex).join('(.*)')
            : escapeRegex(part),
    )
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu')
}

/**
 * The headers _headers adds to an answer for `path`, and which rules set each: rules apply in
 * order; `! Name` removes, a second value for a name is appended with a comma.
 */
export function cdnHeaders(
  rules: HeadersRule[],
  path: string,
): { headers: Record<string, string>; setBy: Record<string, string[]> } {
  const headers: Record<string, string> = {}
  const setBy: Record<string, string[]> = {}
  for (const rule of rules) {
    const cloudflare = cloudflarePattern(rule.pattern).test(path)
    if (cloudflare !== netlifyHeadersPattern(rule.pattern).test(path)) {
      throw new Error(`${rule.pattern} matches ${path} on one CDN only`)
    }
    if (!cloudflare) continue
    for (const name of rule.detach) delete headers[name]
    for (const [name, value] of rule.set) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
      ;(setBy[name] ??= []).push(rule.pattern)
    }
  }
  return { headers, setBy }
}

/**
 * Where the two may differ, and why (deploy/hostRules.mjs says the same):
 * - cache-control: nginx sends `no-cache`, the CDN file leaves its own default, which means
 *   the same to a browser (a /* rule would overlap /assets/* and get joined with it).
 * - content-security-policy: nginx leaves it off scripts, styles and messages by their type;
 *   the CDN file cannot tell a script from the app served for a missing one, so keeps it.
 * - content-type: only where the CDN file sets one.
 */
export function differences(nginx: Record<string, string>, cdn: Record<string, string>) {
  const names = new Set([...Object.keys(nginx), ...Object.keys(cdn)])
  names.delete('content-type')
  if (cdn['content-type'] !== undefined) names.add('content-type')
  return [...names].filter((name) => nginx[name] !== cdn[name]).sort()
}

/** The names `differences` finds for each of PATH_KINDS, by kind. */
export const KIND_DIFFERENCES: Record<string, string[]> = {
  'HTML page': ['cache-control'],
  'hashed script': ['content-security-policy'],
  messages: ['cache-control', 'content-security-policy'],
  flag: [],
  manifest: ['cache-control'],
  sitemap: ['cache-control'],
}

// ---------------------------------------------------------------------------------------------
// _redirects
// ---------------------------------------------------------------------------------------------

export interface RedirectRule {
  from: string
  to: string
  status: number
  force: boolean
  line: number
}

/** The rules of a _redirects file (comments and blank lines skipped). */
export function parseRedirectsFile(text: string): { rules: RedirectRule[]; tokens: string[][] } {
  const rules: RedirectRule[] = []
  const tokens: string[][] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return
    const parts = line.split(/\s+/)
    tokens.push(parts)
    const [from = '', to = '', status = '302'] = parts
    rules.push({
      from,
      to,
      status: Number.parseInt(status, 10),
      force: status.endsWith('!'),
      line: index + 1,
    })
  })
  return { rules, tokens }
}

/** One directive of a CSP header, e.g. script-src -> its sources. */
export function cspDirective(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
  return found ? found.slice(1) : []
}
