import { test, expect, waitForApp } from './fixtures'

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

test.describe('language and currency', () => {
  test('choosing a language stores i18n_redirected for 365 days and is used at the root', async ({
    page,
    context,
    checkA11y,
  }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: /language/i }).click()
    await checkA11y()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('searchbox').fill('türk')
    await expect(dialog.getByRole('link')).toHaveCount(1)
    await dialog.getByRole('link', { name: 'Türkçe' }).click()
    await expect(page).toHaveURL(/\/tr$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    const cookie = (await context.cookies()).find((item) => item.name === 'i18n_redirected')
    expect(cookie?.value).toBe('tr')
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
    await page.goto('/')
    await expect(page).toHaveURL(/\/tr$/)
  })

  test('choosing a currency reprices the page and stores it for 180 days', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const japan = page.getByRole('tabpanel').getByRole('link', { name: /Japan/ })
    await expect(japan).toContainText('$')
    await page.getByRole('button', { name: /currency/i }).click()
    const list = page.getByRole('listbox')
    await expect(list).toHaveCSS('max-height', '252px')
    await list.getByRole('option', { name: /EUR/ }).click()
    await expect(japan).toContainText('€')
    const cookie = (await context.cookies()).find((item) => item.name === 'rw_currency')
    expect(cookie?.value).toBe('EUR')
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(180)
    await page.reload()
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Japan/ })).toContainText('€')
  })

  test('the cookie banner answers once and stays answered', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: /cookie/i })
    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    await page.reload()
    await waitForApp(page)
    await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden()
  })
})
