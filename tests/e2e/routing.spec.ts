import { test, expect, waitForApp } from './fixtures'

/**
 * How addresses route: the home page per language, the not-found screen, the trailing slash, the
 * guard and the browser's language. Routing is the same at every width, so this runs at one
 * (playwright.config.ts); the header's pickers, which differ, are tests/e2e/shell.spec.ts.
 */
test.describe('home and locale routing', () => {
  test('English home lists destinations from the mock API', async ({ page, checkA11y }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/mobile data/i)
    await expect(page.getByRole('link', { name: /Japan/ }).first()).toHaveAttribute(
      'href',
      '/japan',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(/Roamwise/)
    await checkA11y()
  })

  test('/ja shows the Japanese home', async ({ page, checkA11y }) => {
    await page.goto('/ja')
    await waitForApp(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.getByRole('link', { name: /日本/ }).first()).toHaveAttribute(
      'href',
      '/ja/japan',
    )
    await checkA11y()
  })

  for (const url of ['/xx/anything', '/fr/faq-roamwise-esim', '/nowhere/at/all']) {
    test(`${url} shows the not-found screen`, async ({ page, checkA11y }) => {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'This page could not be found.',
      )
      await page.getByRole('link', { name: /home page/i }).click()
      await expect(page).toHaveURL(/\/$/)
      await checkA11y()
    })
  }

  test('a localised 404 leads to that language home', async ({ page }) => {
    await page.goto('/ja/nowhere')
    await waitForApp(page)
    await page.locator('main a.button').click()
    await expect(page).toHaveURL(/\/ja$/)
  })

  test('a trailing slash is removed and the query kept', async ({ page }) => {
    await page.goto('/ja/faq-roamwise-esim/?from=mail')
    await expect(page).toHaveURL(/\/ja\/faq-roamwise-esim\?from=mail$/)
  })

  test('the guard sends a visitor without a token to the login page of their language', async ({
    page,
  }) => {
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/ja/credit')
    await expect(page).toHaveURL(/\/ja\/login$/)
  })

  test('the browser language is used at the root only', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/de$/)
    await page.goto('/nowhere')
    await expect(page).toHaveURL(/\/nowhere$/)
    await context.close()
  })
})
