// Screenshots of every public and signed-in page, at a phone (375×667) and a desktop (1280×800),
// in en, ja, de and zh-HK, so a person can look at the whole store at once (issue 15.7).
//
//   node_modules/.bin/node scripts/screenshots.mjs [--out DIR] [--locales en,ja] [--pages home,area]
//                                                 [--widths 375,1280] [--port 4195]
//   node_modules/.bin/node scripts/screenshots.mjs --components [--out DIR]
//
// Writes DIR/<width>/<locale>/<page>.png (DIR defaults to screenshots/, which git ignores) and
// prints one line per page. --components shoots each design-system component instead, in
// English, into DIR/components/<name>.png (docs/design.md shows them). It serves the demo build (built first when dist-demo/ is missing)
// with its mock API, signs in as the demo's QA account for the signed-in pages, and installs
// Debian's Noto CJK and colour-emoji fonts when they are missing: without them Chinese and
// Japanese render as boxes and the pictures cannot be judged.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback
}
const OUT = option('out', 'screenshots')
const LOCALES = option('locales', 'en,ja,de,zh-HK').split(',')
const WIDTHS = option('widths', '375,1280').split(',').map(Number)
const ONLY = option('pages', '')
const PORT = Number(option('port', '4195'))
const BASE = `http://127.0.0.1:${PORT}`
const QA = { email: 'qa@roamwise.test', password: 'Roamwise2026' }

/** Public pages by name: a path, or steps that reach the page from another. */
const PUBLIC = [
  { name: 'home', path: '/' },
  { name: 'home-first-visit', path: '/', firstVisit: true },
  { name: 'area-country', path: '/japan' },
  { name: 'area-region', path: '/europe' },
  { name: 'plan-detail', path: '/japan', then: openPlanDetail },
  { name: 'call-text', path: '/esim-call-text' },
  { name: 'discount', path: '/esim-christmas-discount' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'forgot-password', path: '/forgotPwd' },
  { name: 'faq', path: '/faq-roamwise-esim' },
  { name: 'how-it-works', path: '/how-it-works' },
  { name: 'about', path: '/about-roamwise' },
  { name: 'agreement', path: '/agreement' },
  { name: 'privacy', path: '/privacy-policy' },
  { name: 'withdrawal', path: '/withdrawal' },
  { name: 'withdraw', path: '/withdraw?order=RW20261206123456', full: true },
  { name: 'legal-notice', path: '/legal-notice' },
  { name: 'partnership', path: '/partnership' },
  { name: 'error', path: '/error?code=500' },
  { name: 'not-found', path: '/nowhere/at/all' },
]
const SIGNED_IN = [
  { name: 'orders', path: '/orders' },
  { name: 'orders-history', path: '/orders?tab=history' },
  { name: 'credit', path: '/credit' },
  { name: 'balance', path: '/balance' },
  { name: 'topup', path: '/topup' },
  { name: 'topup-esim', path: '/orders', then: openTopup, ready: '.wallet-pay' },
  { name: 'change-password', path: '/changepwd' },
  { name: 'checkout', path: '/japan', then: openCheckout, ready: '.pay-methods' },
  // The whole page, with the pre-contract forms above Pay opened (decision 040).
  {
    name: 'checkout-forms',
    path: '/japan',
    then: openCheckoutForms,
    ready: '.pay-methods',
    full: true,
  },
]

/** One element per component of src/shared/ui, on a page that shows it (docs/design.md). */
const COMPONENTS = [
  { name: 'header-phone', path: '/japan', selector: 'header', width: 375 },
  { name: 'header-desktop', path: '/japan', selector: 'header', width: 1280 },
  { name: 'buttons-and-fields', path: '/login', selector: 'form.auth-form', width: 1280 },
  { name: 'area-mark-country', path: '/japan', selector: '.area-page__header', width: 1280 },
  { name: 'area-mark-region', path: '/europe', selector: '.area-page__header', width: 1280 },
  { name: 'destination-cards', path: '/', selector: '.destination-grid', width: 1280 },
  {
    name: 'plan-card',
    path: '/japan/jp-data-5gb-30d',
    selector: '.area-plans__panel',
    width: 1280,
  },
  { name: 'action-bar', path: '/japan', selector: '.action-bar', width: 375, then: openPlanDetail },
  {
    name: 'payment-methods',
    path: '/japan',
    selector: '.checkout-pay',
    width: 1280,
    then: openCheckout,
    signedIn: true,
    ready: '.pay-methods',
  },
  { name: 'store-badges', path: '/', selector: '.footer__apps', width: 1280 },
  {
    name: 'language-sheet',
    path: '/',
    selector: '[role="dialog"]',
    width: 375,
    then: openLanguages,
  },
  { name: 'error-page', path: '/error?code=500', selector: 'main', width: 375 },
]

async function openLanguages(page) {
  await page.locator('header .header-chip').first().click()
  await page.locator('[role="dialog"]').waitFor()
}

async function shootComponents(browser) {
  const cookie = { name: 'rw_cookie_notice', value: '2', domain: '127.0.0.1', path: '/' }
  const dir = join(OUT, 'components')
  mkdirSync(dir, { recursive: true })
  for (const item of COMPONENTS) {
    const viewport = { width: item.width, height: item.width < 600 ? 667 : 800 }
    const context = await browser.newContext({ viewport, hasTouch: item.width < 600 })
    await context.addCookies([cookie])
    const page = await context.newPage()
    try {
      if (item.signedIn) await signIn(page, 'en')
      await page.goto(BASE + item.path)
      await settle(page)
      if (item.then) {
        await item.then(page)
        await settle(page)
      }
      if (item.ready) await page.locator(item.ready).first().waitFor({ timeout: 15_000 })
      const file = join(dir, `${item.name}.png`)
      await page.locator(item.selector).first().screenshot({ path: file })
      console.log(file)
    } catch (error) {
      console.log(`FAILED component ${item.name}: ${error.message.split('\n')[0]}`)
      process.exitCode = 1
    } finally {
      await context.close()
    }
  }
}

function ensureFonts() {
  const fonts = execFileSync('fc-list', [], { encoding: 'utf8' })
  const missing = [
    ['fonts-noto-cjk', /Noto Sans CJK/],
    ['fonts-noto-color-emoji', /Noto Color Emoji/],
  ].filter(([, pattern]) => !pattern.test(fonts))
  if (missing.length === 0) return
  const names = missing.map(([name]) => name)
  console.log(`installing ${names.join(', ')} from Debian`)
  try {
    execFileSync('apt-get', ['install', '-y', ...names], { stdio: 'inherit' })
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', ...names], { stdio: 'inherit' })
  }
}

async function startPreview() {
  if (!existsSync('dist-demo/index.html')) {
    execFileSync('npm', ['run', 'build:demo'], { stdio: 'inherit' })
  }
  const server = spawn(
    'node_modules/.bin/vite',
    [
      'preview',
      '--outDir',
      'dist-demo',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
    ],
    { stdio: 'ignore' },
  )
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error(`the preview server did not answer on ${BASE}`)
}

const localised = (locale, path) =>
  locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`

/** The page has its heading and nothing on it says it is still loading. */
async function settle(page) {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 })
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, {
      timeout: 10_000,
    })
    .catch(() => console.log(`  still busy: ${page.url()}`))
  // The mock API answers through the service worker; its requests count as network here.
  await page.waitForLoadState('networkidle').catch(() => {})
  // Spinners and skeletons (payment methods, a looked-up eSIM) are loading states too.
  await page
    .waitForFunction(
      () => document.querySelectorAll('.spinner, .ui-skeleton-card').length === 0,
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => console.log(`  still loading: ${page.url()}`))
  await page.evaluate(() => document.fonts.ready)
}

async function openPlanDetail(page) {
  await page.locator('.area-plans__bar button').first().click()
  await page.waitForURL(/mealdetail/)
}

async function openCheckout(page) {
  await openPlanDetail(page)
  await settle(page)
  await page.locator('.plan-detail .button--primary').first().click()
  await page.waitForURL(/topay/)
}

async function openCheckoutForms(page) {
  await openCheckout(page)
  await settle(page)
  for (const summary of await page.locator('.checkout-forms summary').all()) await summary.click()
}

async function openTopup(page) {
  await page.locator('a[href*="topup?iccid="]').first().click()
  await page.waitForURL(/iccid=/)
}

async function signIn(page, locale) {
  await page.goto(BASE + localised(locale, '/login'))
  await settle(page)
  await page.locator('input[type="email"]').fill(QA.email)
  await page.locator('input[type="password"]').fill(QA.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}

async function shoot(context, locale, width, entry) {
  const page = await context.newPage()
  try {
    await page.goto(BASE + localised(locale, entry.path))
    await settle(page)
    if (entry.then) {
      await entry.then(page)
      await settle(page)
    }
    if (entry.ready) await page.locator(entry.ready).first().waitFor({ timeout: 15_000 })
    const dir = join(OUT, String(width), locale)
    mkdirSync(dir, { recursive: true })
    const file = join(dir, `${entry.name}.png`)
    await page.screenshot({ path: file, fullPage: Boolean(entry.full) })
    console.log(file)
  } catch (error) {
    console.log(`FAILED ${width} ${locale} ${entry.name}: ${error.message.split('\n')[0]}`)
    process.exitCode = 1
  } finally {
    await page.close()
  }
}

ensureFonts()
const server = await startPreview()
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS })
const wanted = (entry) => !ONLY || ONLY.split(',').includes(entry.name)
try {
  if (args.includes('--components')) {
    await shootComponents(browser)
    WIDTHS.length = 0
  }
  for (const width of WIDTHS) {
    const viewport = width < 600 ? { width, height: 667 } : { width, height: 800 }
    for (const locale of LOCALES) {
      const cookie = { name: 'rw_cookie_notice', value: '2', domain: '127.0.0.1', path: '/' }
      for (const entry of PUBLIC.filter(wanted)) {
        const context = await browser.newContext({ viewport, hasTouch: width < 600 })
        if (!entry.firstVisit) await context.addCookies([cookie])
        await shoot(context, locale, width, entry)
        await context.close()
      }
      const signedIn = SIGNED_IN.filter(wanted)
      if (signedIn.length === 0) continue
      const context = await browser.newContext({ viewport, hasTouch: width < 600 })
      await context.addCookies([cookie])
      const page = await context.newPage()
      await signIn(page, locale)
      await page.close()
      for (const entry of signedIn) await shoot(context, locale, width, entry)
      await context.close()
    }
  }
} finally {
  await browser.close()
  server.kill()
}
