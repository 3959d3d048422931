// What the static host does with each request: headers, caching, redirects, files that must
// never be the app, and the app fallback. One source for every host we write configuration
// for: scripts/host-rules.mjs renders it into deploy/nginx.conf (between its `# >>> generated`
// and `# <<< generated` lines) and into the CDN files under deploy/cdn/. Edit here, then run
// `node_modules/.bin/node scripts/host-rules.mjs`; tests/unit/deploy/hostRules.test.ts fails
// while a written file differs from what this module says. See deploy/README.md.
//
// `why` lines become comments in every file written from them, so they say why, for a reader
// of any of those files.

import { BOOTSTRAP_CSP_SOURCE } from '../scripts/after-paint-bootstrap.mjs'

/**
 * Stands for the origins the app calls (config.json's apiBaseUrl and affiliateApiBaseUrl),
 * space-separated, until a deployment fills it in: envsubst for nginx at install time,
 * `scripts/host-rules.mjs --dist DIR --api-origins '...'` for the CDN files (a CDN reads them
 * as they are, so nothing can substitute at serve time).
 */
export const API_ORIGINS = '${ROAMWISE_API_ORIGINS}'

/**
 * Where browsers report what the CSP blocked (issue 35.4: a script that changes on a payment
 * page must be noticed): the deployment's collector, an https URL, filled in at install time
 * like the API origins (`ROAMWISE_CSP_REPORT_URL` for nginx, `--csp-report-url` for the CDN
 * files). Empty: no Reporting-Endpoints header, so `report-to` names no endpoint and nothing is
 * sent.
 */
export const CSP_REPORT_URL = '${ROAMWISE_CSP_REPORT_URL}'

/** The CSP's `report-to` group, and the header that gives it its URL. */
export const cspReporting = {
  group: 'csp-endpoint',
  header: 'Reporting-Endpoints',
  why: [
    "Violations of the policy go to the deployment's collector (ROAMWISE_CSP_REPORT_URL): a",
    'blocked or new script on the payment pages shows there (PCI DSS 4.0, 11.6.1). Browsers',
    'with the Reporting API send them (Chromium, Safari); without a URL, none is sent.',
  ],
}

/** The Content-Security-Policy, directive by directive, in the order it is sent. */
export const csp = {
  why: [
    'One host list per directive, in this order: reCAPTCHA, Adyen, then the SPEC 7.4 third',
    'parties (Google Tag Manager + Analytics 4, the Meta pixel, the Crisp live chat), which the',
    'app loads only in live builds with configured ids (src/app/thirdParty).',
    "  script-src: our own bundle, the hash of the pages' one inline script (the after-paint",
    "    loader's start, scripts/after-paint-bootstrap.mjs, docs/decisions/026) and those",
    "    vendors' script hosts. Never 'unsafe-inline' or 'unsafe-eval': the vendors' queues are",
    '    set up by our bundle, not inline snippets, and GTM containers may use built-in tags only',
    '    (no Custom HTML / Custom JavaScript).',
    "  style-src 'unsafe-inline': style attributes in server-rendered HTML and the styles the",
    '    reCAPTCHA, Adyen and chat widgets inject.',
    "  frame-src https:: reCAPTCHA and Adyen's secured fields, plus 3-D Secure challenge frames",
    "    of the card issuers, which can be any bank's domain (Adyen's guidance for native 3DS2);",
    '    form-action https: likewise for the redirect flavour of 3DS.',
    "  connect-src: the API origins, Adyen's checkout API, reCAPTCHA, the analytics beacons",
    "    and the chat's API and websocket relay.",
  ],
  directives: [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        BOOTSTRAP_CSP_SOURCE,
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
        'https://checkoutshopper-live.cdn.adyen.com',
        'https://checkoutshopper-test.cdn.adyen.com',
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
        'https://client.crisp.chat',
        'https://settings.crisp.chat',
      ],
    ],
    [
      'style-src',
      [
        "'self'",
        "'unsafe-inline'",
        'https://checkoutshopper-live.cdn.adyen.com',
        'https://checkoutshopper-test.cdn.adyen.com',
        'https://client.crisp.chat',
      ],
    ],
    [
      'img-src',
      [
        "'self'",
        'data:',
        'blob:',
        'https://www.gstatic.com',
        'https://*.adyen.com',
        'https://*.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://www.facebook.com',
        'https://client.crisp.chat',
        'https://image.crisp.chat',
        'https://storage.crisp.chat',
      ],
    ],
    ['font-src', ["'self'", 'data:', 'https://*.adyen.com', 'https://client.crisp.chat']],
    ['media-src', ["'self'", 'https://client.crisp.chat']],
    [
      'connect-src',
      [
        "'self'",
        API_ORIGINS,
        'https://*.adyen.com',
        'https://www.google.com/recaptcha/',
        'https://*.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.facebook.com',
        'https://connect.facebook.net',
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
        'wss://stream.relay.crisp.chat',
      ],
    ],
    ['frame-src', ['https:']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", 'https:']],
    ['frame-ancestors', ["'none'"]],
    ['report-to', ['csp-endpoint']],
  ],
}

/** The policy as one header value. */
export const cspValue = csp.directives
  .map(([directive, sources]) => [directive, ...sources].join(' '))
  .join('; ')

/**
 * Headers on every answer, errors and redirects included. Content-Security-Policy first; its
 * value is `cspValue`.
 */
export const securityHeaders = [
  { name: 'Content-Security-Policy', value: cspValue, why: csp.why },
  { name: 'X-Content-Type-Options', value: 'nosniff' },
  { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    name: 'Permissions-Policy',
    value:
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), payment=(self)',
  },
  { name: 'X-Frame-Options', value: 'DENY' },
  {
    name: 'Strict-Transport-Security',
    value: 'max-age=31536000',
    why: [
      'Browsers ignore HSTS on plain http (RFC 6797 8.1), so this is safe on a loopback test',
      'server and takes effect once the site is reached over https at the edge. No',
      'includeSubDomains: other hosts of the domain are not ours to force onto https.',
    ],
  },
  {
    name: 'Cross-Origin-Opener-Policy',
    value: 'same-origin-allow-popups',
    why: [
      'Our window gets a browsing context group of its own: a cross-origin page that opened us',
      "(or that we navigate away to) keeps no handle on it. Not `same-origin`: PayPal's checkout",
      "and Adyen's 3-D Secure open cross-origin pop-ups and report back through the opener",
      'reference and postMessage; `same-origin` would cut that reference (the pop-up sees',
      'window.opener === null and our page sees it as closed at once), so the payment could not',
      'finish. `same-origin-allow-popups` keeps the pop-ups we open.',
    ],
  },
]

/**
 * Where the CSP may be left out (nginx only, by path and the answer's Content-Type, so an
 * error page there keeps it). The CDN files keep it everywhere: they can match paths only,
 * and Cloudflare Pages answers a missing /assets/x.js with the app's index.html, which would
 * then run without a policy for the rest of the visit. Over HTTP/2 and HTTP/3, which CDN edges
 * speak, the repeated header costs little after the first answer (HPACK/QPACK tables).
 */
export const cspNotNeeded = {
  prefixes: ['/assets/', '/locales/'],
  types: ['text/css', 'application/javascript', 'text/javascript', 'application/json'],
  why: [
    'Browsers apply a CSP to documents and workers only, so the hashed scripts, styles and',
    "message files do without its 1.5 KB: a phone loading the home page's ~20 of them saves",
    '~30 KB on a slow link (issue 8). Error pages (HTML) and sw.js keep it. nginx sends no',
    'header whose value is empty.',
  ],
}

/** Cache-Control by path prefix; the first match wins. */
export const caching = {
  why: [
    'Hashed build output never changes under its name: cache it for a year. Everything else',
    '(index.html, config.json, locales/, icons, robots.txt, the manifest, a service worker) may',
    'change with any deployment, so browsers revalidate it on every use (cheap: ETag -> 304).',
  ],
  rules: [
    { prefix: '/assets/', value: 'public, max-age=31536000, immutable' },
    {
      prefix: '/share/',
      value: 'public, max-age=31536000, immutable',
      why: ['Share cards are named by a hash of their content (scripts/share-cards.mjs).'],
    },
    {
      prefix: '/flags/',
      value: 'public, max-age=604800',
      why: ["Country flags: flag-icons' files, unhashed but never changed in place."],
    },
  ],
  default: 'no-cache',
  /**
   * What Netlify and Cloudflare Pages send for a file no rule covers: to a browser the same as
   * `no-cache` (revalidate before every use). The CDN files leave the default to them, because
   * a catch-all `/*` rule would overlap the prefix rules above, and Cloudflare joins two
   * matching rules' values of one header with a comma ("no-cache, public, max-age=...").
   */
  cdnDefault: 'public, max-age=0, must-revalidate',
  whyNotOnErrors: 'No `always`: a 404 must not be cached for a year (and not be `immutable`).',
}

/** The language prefixes of the store's paths (English has none). */
export const LANGUAGE_PREFIXES = ['ja', 'de', 'es', 'tr', 'zh-CN', 'zh-HK']

/** Content types the hosts' own tables lack. */
export const contentTypes = [
  {
    // One manifest per language (scripts/vite/webManifests.ts).
    paths: ['', ...LANGUAGE_PREFIXES].map((prefix) =>
      prefix ? `/${prefix}/manifest.webmanifest` : '/manifest.webmanifest',
    ),
    nginxPattern: `^/(?:(?:${LANGUAGE_PREFIXES.join('|')})/)?manifest\\.webmanifest$`,
    extension: 'webmanifest',
    type: 'application/manifest+json',
    why: [
      "Debian's mime.types has no .webmanifest (it would go out as application/octet-stream,",
      'and ungzipped).',
    ],
  },
]

/** What nginx gzips (the CDNs compress on their own). */
export const compressTypes = [
  'text/css',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'text/plain',
  'application/xml',
  // Debian's type for .xml (sitemap.xml).
  'text/xml',
]

/** Folders whose missing files are a 404, never the app. */
export const filesOnly = {
  prefixes: ['/assets/', '/locales/', '/flags/', '/share/'],
  why: [
    'Hashed bundles, message files, flags, share cards: a missing one is a 404, never the app (a browser',
    "would cache the HTML as a script for a year, and an old tab's chunk request must fail so",
    'the app reloads).',
  ],
}

/** Answered 404 even when the file exists. */
export const hidden = [
  {
    path: '/.vite/',
    why: ["Build-tool metadata (Vite's manifest, if a build writes one) is not for the public."],
  },
  {
    path: '/_headers',
    cdn: false,
    why: [
      'The CDN files, which `scripts/host-rules.mjs --dist` copies into a build: the CDNs read',
      'them and never serve them, and neither do we.',
    ],
  },
  { path: '/_redirects', cdn: false },
]

/** `/page/` -> 301 `/page` (the query kept), so every page has one URL. */
export const trailingSlash = {
  status: 301,
  why: [
    'One URL per page: /ja/faq-roamwise-esim/?a=1 -> 301 /ja/faq-roamwise-esim?a=1 (the query',
    'is kept).',
  ],
  /**
   * Cloudflare Pages gets one rule per depth (see its _redirects). The deepest app path,
   * /ja/japan/<plan>, has 3 segments; one to spare.
   */
  depth: 4,
}

/**
 * Every other path: the file itself, a pre-rendered `path.html` or `path/index.html`; else, for
 * the app's own pages (appRoutes), the bare app shell, which draws them. Not index.html: in a
 * pre-rendered build that is the English home page. Anything else is a 404 (notFound).
 */
export const fallback = {
  shell: '/spa-shell.html',
  why: [
    'Real files as they are: a pre-rendered page (ja/faq-roamwise-esim.html) is served for its',
    "path. The app's own pages (account, checkout, results: appRoutes) get the bare app shell",
    "(spa-shell.html), since a pre-rendered build's index.html is the English home page.",
    'Every other address is a 404 with the not-found page of its language.',
  ],
}

/**
 * The app's own pages: drawn in the browser from the shell, in every language. The list is
 * the route table's pages that are not pre-rendered (src/app/router/pages.ts, checked by
 * tests/unit/deploy/appRoutes.test.ts), after an optional language prefix.
 */
export const appRoutes = {
  prefixes: LANGUAGE_PREFIXES,
  paths: [
    'mealdetail',
    'login',
    'signup',
    'forgotPwd',
    'resetpwd',
    'changepwd',
    'linkexpire',
    'error',
    'orders',
    'receipt',
    'topay',
    'transit',
    'payment-success',
    'paysuccess',
    'payment-fail',
    'topup',
    'topup-success',
    'topupsuccess',
    'topup-fail',
    'credit',
    'balance',
    'recharge-success',
    'rechargesuccess',
    'recharge-fail',
    'withdrawal',
    'withdraw',
    'legal-notice',
    'privacy-policy',
  ],
}

/**
 * What an address that is neither a file, a page nor one of the app's own gets: status 404 and
 * the not-found page of its language (`/ja/...` -> /ja/404.html, else /404.html), which the build
 * writes with `noindex` (docs/decisions/029). The pages themselves are never served as pages.
 */
export const notFound = {
  page: (prefix) => (prefix ? `/${prefix}/404.html` : '/404.html'),
  why: [
    'Unknown addresses are a 404, so search engines drop them, with the not-found page of the',
    "address's language (the build writes one per language, with noindex). Its app shows a",
    'destination the API added after the build.',
  ],
}
