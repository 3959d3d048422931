import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { pages } from '../../src/app/router/pages'
import { needsToken } from '../../src/app/router/guard'
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales'
import { localePath } from '../../src/i18n/localePath'
import { test, expect } from './fixtures'

/**
 * Every page of the route table (src/app/router/pages.ts, the same table the router is built
 * from) in every language: it renders its own <h1> (neither the not-found nor the render-error
 * screen), logs no console error and passes axe. Pages behind the guard (SPEC 2.7) are visited
 * with an account registered through the sign-up flow.
 *
 * A new page needs nothing here unless its path has parameters: then add a sample to
 * SAMPLE_PATHS (the test fails and says so until then).
 *
 * Run time: one test (one browser context) per locale walks all pages, about 40 full page
 * loads with an axe run each (4-5 minutes on a busy 2-core machine). The desktop project walks
 * all seven locales; the phone project walks English in full and, in the six other languages,
 * the pages whose narrow layout depends most on the text (home with its menu and language sheet
 * open, an area page, a plan page, the FAQ, log-in, sign-up and the orders page): the markup is
 * the same in every language, so six more full phone walks would add most of the suite's run time
 * for little new coverage, while longer words and other scripts still get their check at 375 px.
 */

const SLUG = 'roamwise'

/** A concrete URL (without locale prefix) for every path with parameters. */
const SAMPLE_PATHS: Record<string, string> = {
  area: '/japan',
  'area-dataplan': '/japan/jp-data-5gb-30d',
  'esim-call-text-dataplan': '/esim-call-text/jp-call-3gb-30d',
}

/** Phone locales walked in full; the others get PHONE_SAMPLE. */
const PHONE_LOCALES: readonly LocaleCode[] = ['en']
/** Pages (by name in the page table) the phone project checks in every other language. */
const PHONE_SAMPLE: readonly string[] = [
  'index',
  'area',
  'area-dataplan',
  'faq',
  'login',
  'signup',
  'orders',
]

interface RouteSample {
  name: string
  path: string
  guarded: boolean
}

function routeSamples(): RouteSample[] {
  return pages.map((page) => {
    const sample = SAMPLE_PATHS[page.name] ?? `/${page.path.replaceAll('{slug}', SLUG)}`
    if (sample.includes(':')) {
      throw new Error(`Add a sample URL for the page "${page.name}" (${page.path}) to SAMPLE_PATHS`)
    }
    return { name: page.name, path: sample, guarded: needsToken(sample) }
  })
}

/** The headings that mean "this page did not render": not found, and the render-error page. */
function failureHeadings(locale: LocaleCode): string[] {
  const file = path.join(import.meta.dirname, '../../locales', locale, 'common.json')
  const common = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    notFound: { title: string }
    renderError: { title: string }
  }
  return [common.notFound.title, common.renderError.title]
}

/** Registers a fresh account through the sign-up page; the mock inbox in localStorage has the code. */
async function signUp(page: Page, locale: LocaleCode) {
  const email = `all.routes.${locale.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto(localePath('/signup', locale))
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill('Roam1ngFree')
  await page.locator('form button[type="submit"]').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox').first()).toBeVisible()
  const code = await page.evaluate((address) => {
    const db = JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
      inbox?: { email: string; codeType: string; code: string }[]
    }
    return db.inbox?.find((item) => item.email === address && item.codeType === 'REGISTER')?.code
  }, email)
  expect(code, 'verification code in the mock inbox').toMatch(/^\d{6}$/)
  await dialog.getByRole('textbox').first().click()
  await page.keyboard.type(code!)
  await expect
    .poll(() =>
      page
        .context()
        .cookies()
        .then((all) => all.some((c) => c.name === 'rw_login')),
    )
    .toBe(true)
}

/** Pixels the page is wider than the window: long words and wide selects once made it so. */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** The narrow header's sheets (menu, language), open, pass axe too; each closes with Escape. */
async function checkHeaderSheets(page: Page, checkA11y: () => Promise<void>) {
  for (const opener of [
    page.getByRole('banner').locator('.header__mobile-only button[aria-haspopup="dialog"]'),
    page.getByRole('banner').locator('button.header-chip[aria-haspopup="dialog"]'),
  ]) {
    await opener.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await checkA11y()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener, 'focus returns to the button that opened the sheet').toBeFocused()
  }
}

for (const locale of LOCALE_CODES) {
  test(`every page renders in ${locale}`, async ({ page, consoleErrors, checkA11y }, testInfo) => {
    const sampled = testInfo.project.name === 'phone' && !PHONE_LOCALES.includes(locale)
    // Generous: the axe runs of one language took up to 4 minutes on a busy 2-core CI machine.
    test.setTimeout(sampled ? 480_000 : 900_000)
    // The home page's idle promotion (its own test: home.spec.ts) opens after 4 s of quiet,
    // which an axe run on a busy machine is; it would cover the header's buttons. Seen already.
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'rw_promo_dialogs_seen',
        JSON.stringify(['dialog-christmas-discount']),
      ),
    )
    const failures = failureHeadings(locale)
    const samples = routeSamples().filter((item) => !sampled || PHONE_SAMPLE.includes(item.name))
    // withAxe false: the phone's pages outside its axe sample, checked for everything else.
    const visit = async (sample: RouteSample, withAxe = true) => {
      const url = localePath(sample.path, locale)
      await test.step(`${sample.name}: ${url}`, async () => {
        const errorsBefore = consoleErrors.length
        await page.goto(url)
        const heading = page.locator('main h1').first()
        await expect(heading, `${url} shows a heading`).toBeVisible()
        // Pages that fetch first may show a placeholder heading; wait for the settled state.
        await page.waitForLoadState('networkidle')
        const text = (await heading.innerText()).trim()
        expect(text, `${url} has its own heading`).not.toBe('')
        expect(failures, `${url} is not a failure screen`).not.toContain(text)
        expect(new URL(page.url()).pathname, `${url} is not redirected`).toBe(url)
        expect.soft(consoleErrors.slice(errorsBefore), `console errors on ${url}`).toEqual([])
        expect.soft(await horizontalOverflow(page), `${url} fits the screen`).toBeLessThanOrEqual(0)
        if (withAxe) await checkA11y()
      })
    }

    const [first, ...rest] = samples.filter((item) => !item.guarded)
    await visit(first!)
    if (sampled) await checkHeaderSheets(page, checkA11y)
    // The mock's service worker unregisters itself when its last page closes, and a full page
    // load right after races that ("Failed to update a ServiceWorker ...: Not found" in the
    // console). A second tab on the origin keeps it registered, as a shopper's other tabs would.
    const keeper = await page.context().newPage()
    await keeper.goto('/robots.txt')
    for (const sample of rest) await visit(sample)
    if (sampled) {
      // The pages without an axe run here still must render and fit 375 px in these words.
      const others = routeSamples().filter(
        (item) => !item.guarded && !PHONE_SAMPLE.includes(item.name),
      )
      for (const sample of others) await visit(sample, false)
    }
    await test.step('sign up to pass the route guard', () => signUp(page, locale))
    for (const sample of samples.filter((item) => item.guarded)) await visit(sample)
    await keeper.close()
  })
}
