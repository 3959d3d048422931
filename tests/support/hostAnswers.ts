/**
 * What every static host answers (deploy/hostRules.mjs), for the tests that run one: nginx
 * (tests/unit/deploy/nginx.test.ts) and Cloudflare Pages under its own local runtime
 * (cloudflarePages.test.ts). Paths without the leading slash.
 */

/** The app's own pages, in several languages: the app shell, 200. */
export const APP_PAGES = ['orders', 'ja/orders', 'zh-HK/topay', 'de/login']

/** Addresses that are no page: 404 with the not-found page of this language (issue 35.5). */
export const UNKNOWN_ADDRESSES: Readonly<Record<string, string>> = {
  'ja/korea': 'ja',
  japan: 'en',
  'some/deep/path': 'en',
  'fr/japan': 'en',
  JAPAN: 'en',
  'wp-login.php': 'en',
  'ja/orders/x': 'ja',
  'de/deutschland': 'de',
}

/** A not-found page as the tests' sites hold it: its language and noindex, nothing else. */
export const notFoundPage = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta name="robots" content="noindex"></head></html>\n`
