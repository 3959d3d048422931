import type { Page } from '@playwright/test'
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales'
import { localePath } from '../../src/i18n/localePath'
import { failureHeadings, routeSamples, type RouteSample } from '../support/routeSamples'
import { TEST_PASSWORD } from '../support/credentials'
import { test, expect } from './fixtures'
import { navigateInApp } from './navigation'

/**
 * What only a browser can check of every page (src/app/router/pages.ts): axe, that it fits a
 * 375 px screen, the narrow header's sheets, and the real service worker.
 * That each page renders its own <h1> in every language is checked far more cheaply by
 * tests/component/app/everyPage.test.tsx; this walk repeats that check as a guard that the
 * built site shows the page it is asked for.
 *
 * Which walks, and why (one test, one browser context, per language and width):
 * - English, at both widths: every page, with axe. Pages behind the guard (SPEC 2.7) are visited
 *   with an account registered through the sign-up flow. At 1280 px each page is a full load of
 *   the built site (its own HTML, the app starting on it); at 375 px the walk navigates inside
 *   the app, as the other languages' walks do.
 * - The six other languages, at 375 px: every public page and the orders page, for fit (longer
 *   words and other scripts are what break a narrow layout), and axe on the home page with its
 *   menu and language sheets open. The markup axe reads is the same in every language. After
 *   the first page these walks navigate inside the app instead of loading each page: a full
 *   load is a second or more of start-up per page, which the wide English walk already covers.
 *   Pages behind the guard are full loads in every walk (see where they are visited).
 * - The six other languages at 1280 px are not walked: the markup is the same in every language,
 *   and the wide header's fit in each is tests/e2e/header-fit.spec.ts. Those walks took a third
 *   of the suite's time (docs/architecture.md, "Where the suite's time goes").
 *
 * A new page needs nothing here unless its path has parameters: then add a sample to
 * tests/support/routeSamples.ts (the tests fail and say so until then).
 */

/** Locales walked in full, at both widths, with axe on every page. */
const FULL_LOCALES: readonly LocaleCode[] = ['en']
/** The pages behind the guard that the other languages visit: the one travellers see most. */
const SIGNED_IN_SAMPLE: readonly string[] = ['orders']

/** Registers a fresh account through the sign-up page; the mock inbox in localStorage has the code. */
async function signUp(page: Page, locale: LocaleCode) {
  const email = `all.routes.${locale.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto(localePath('/signup', locale))
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill(TEST_PASSWORD)
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
  // The app goes on to the home page by itself (SPEC 2.6); the walk goes on from there.
  await expect(page).toHaveURL(new RegExp(`${localePath('/', locale)}$`))
  await expect(page.locator('main h1')).toBeVisible()
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
    const sampled = !FULL_LOCALES.includes(locale)
    // Full page loads in the wide English walk only (see the comment at the top of this file).
    const inApp = sampled || testInfo.project.name === 'phone'
    test.skip(
      sampled && testInfo.project.name !== 'phone',
      'walked at 375 px only: see the comment at the top of this file',
    )
    // Generous: the axe runs of one language took up to 4 minutes on a busy 2-core CI machine.
    test.setTimeout(sampled ? 300_000 : 900_000)
    // The home page's idle promotion (its own test: home.spec.ts) opens after 4 s of quiet,
    // which an axe run on a busy machine is; it would cover the header's buttons. Seen already.
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'rw_promo_dialogs_seen',
        JSON.stringify(['dialog-christmas-discount']),
      ),
    )
    // Full loads of the document, named in a failure: a reload in the middle of a walk in the
    // app would show there.
    const loads: string[] = []
    page.on('domcontentloaded', () => loads.push(new URL(page.url()).pathname))
    const failures = failureHeadings(locale)
    const all = routeSamples()
    const guarded = all.filter(
      (item) => item.guarded && (!sampled || SIGNED_IN_SAMPLE.includes(item.name)),
    )
    const visit = async (sample: RouteSample, withAxe = true, clientSide = false) => {
      const url = localePath(sample.path, locale)
      await test.step(`${sample.name}: ${url}`, async () => {
        const errorsBefore = consoleErrors.length
        if (clientSide) await navigateInApp(page, url, locale)
        else await page.goto(url)
        const heading = page.locator('main h1').first()
        await expect(heading, `${url} shows a heading`).toBeVisible()
        // Pages that fetch first may show a placeholder heading; wait for the settled state.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        const text = (await heading.innerText()).trim()
        expect(text, `${url} has its own heading`).not.toBe('')
        expect(
          failures,
          `${url} is not a failure screen (at ${page.url()}; documents loaded: ${loads.join(', ')})`,
        ).not.toContain(text)
        expect(new URL(page.url()).pathname, `${url} is not redirected`).toBe(url)
        expect.soft(consoleErrors.slice(errorsBefore), `console errors on ${url}`).toEqual([])
        expect.soft(await horizontalOverflow(page), `${url} fits the screen`).toBeLessThanOrEqual(0)
        if (withAxe) await checkA11y()
      })
    }

    const [first, ...rest] = all.filter((item) => !item.guarded)
    await visit(first!)
    if (sampled) await checkHeaderSheets(page, checkA11y)
    // The mock's service worker unregisters itself when its last page closes, and a full page
    // load right after races that ("Failed to update a ServiceWorker ...: Not found" in the
    // console). A second tab on the origin keeps it registered, as a shopper's other tabs would.
    const keeper = await page.context().newPage()
    await keeper.goto('/robots.txt')
    for (const sample of rest) await visit(sample, !sampled, inApp)
    await test.step('sign up to pass the route guard', () => signUp(page, locale))
    // Guarded pages are loaded as documents. Right after sign-up the app is still busy with its
    // own steps (the welcome dialog, the session's first refresh), and twice on CI an address
    // pushed then ended on the not-found page; a traveller never pushes addresses by script.
    for (const sample of guarded) await visit(sample, !sampled, false)
    await keeper.close()
  })
}
