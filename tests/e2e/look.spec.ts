import type { Locator, Page } from '@playwright/test'
import { test, expect, waitForApp } from './fixtures'
import { answerCookies, QA_ACCOUNT, topupableIccid } from './accounts'
import { navigateInApp } from './navigation'
import { agreeToDelivery } from './payments'
import { LOCALE_CODES } from '../../src/i18n/locales'

/**
 * Issue 15: the store looks like one. What a traveller sees on a 375×667 phone: whose shop it
 * is, the main action without scrolling, pictures rather than emoji, and each script's own fonts.
 */
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true })

/** Characters drawn as emoji by an emoji font. ©, ® and ™ are text symbols, used as such. */
const PICTOGRAPH = /(?![©®™])\p{Extended_Pictographic}/u

/** A path in a locale: English has no prefix. */
const at = (locale: string, path: string) =>
  locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`

async function signInAsQa(page: Page, locale: string): Promise<void> {
  await page.goto(at(locale, '/login'))
  await waitForApp(page)
  await page.locator('input[type="email"]').fill(QA_ACCOUNT.email)
  await page.locator('input[type="password"]').fill(QA_ACCOUNT.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/login/)
  await waitForApp(page)
}

/** The control is on the first screen and nothing (a bar, a banner) lies on top of it. */
async function expectInReach(control: Locator): Promise<void> {
  await expect(control).toBeVisible()
  await expect(control).toBeInViewport({ ratio: 1 })
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
  expect(onTop, 'nothing covers the control').toBe(true)
}

/** Text and generated content drawn as emoji, on the page as it is now. */
async function pictographsOn(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'u')
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (pattern.test(node.textContent ?? '')) out.push(node.textContent!.trim())
    }
    for (const element of document.body.querySelectorAll('*')) {
      for (const pseudo of ['::before', '::after']) {
        const content = getComputedStyle(element, pseudo).content
        if (content && content !== 'none' && pattern.test(content)) out.push(content)
      }
    }
    return out
  }, PICTOGRAPH.source)
}

async function expectBrandOnHeader(page: Page): Promise<void> {
  const brand = page.locator('header .header__logo')
  await expect(brand).toHaveText('Roamwise')
  await expect(brand).toBeInViewport({ ratio: 1 })
  const fits = await page.locator('header .header__inner').evaluate((row) => {
    const name = row.querySelector('.header__logo span')
    const style = name ? getComputedStyle(name) : null
    return {
      nameShown: style !== null && style.position !== 'absolute' && name!.clientWidth > 40,
      rowFits: row.scrollWidth <= row.clientWidth + 1,
    }
  })
  expect(fits).toEqual({ nameShown: true, rowFits: true })
}

for (const locale of ['en', 'ja', 'de', 'zh-HK']) {
  test(`the phone header shows the brand's name, with every control named (${locale})`, async ({
    page,
  }) => {
    await answerCookies(page)
    await page.goto(at(locale, '/japan'))
    await waitForApp(page)
    await expectBrandOnHeader(page)
    const unnamed = await page.locator('header button, header a').evaluateAll((controls) =>
      controls
        .filter((control) => (control as HTMLElement).offsetParent !== null)
        .filter((control) => {
          const visibleText = (control as HTMLElement).innerText.trim()
          const title = control.getAttribute('title') ?? ''
          const name = control.getAttribute('aria-label') ?? visibleText
          return name === '' || (visibleText === '' && title === '')
        })
        .map((control) => control.outerHTML.slice(0, 80)),
    )
    expect(unnamed, 'icon buttons need a name and a tooltip').toEqual([])
  })
}

test('on a 320×568 phone the cookie notice keeps to a fifth of the screen, in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 })
  for (const locale of LOCALE_CODES) {
    await page.goto(at(locale, '/'))
    const notice = page.locator('.cookie-banner')
    await expect(notice).toBeVisible()
    const box = (await notice.boundingBox())!
    expect(box.height, `${locale}: the notice's height`).toBeLessThanOrEqual(568 / 5)
    // The search box starts above the notice: the visitor sees where to type.
    const search = (await page
      .locator('main input[type="search"], main [role="combobox"]')
      .first()
      .boundingBox())!
    expect(search.y, `${locale}: the search box's top`).toBeLessThan(box.y)
  }
})

test('signed in, the phone header still shows the brand and fits (de)', async ({ page }) => {
  await answerCookies(page)
  await signInAsQa(page, 'de')
  await page.goto('/de/orders')
  await waitForApp(page)
  await expectBrandOnHeader(page)
})

test('the main action is in reach on every step to paying, on a 375×667 phone', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await answerCookies(page)
  await signInAsQa(page, 'en')

  // Area page, then a plan's own page: Continue.
  await page.goto('/japan')
  await waitForApp(page)
  await expectInReach(page.getByRole('button', { name: 'Continue', exact: true }))
  await page.goto('/japan/jp-data-5gb-30d')
  await waitForApp(page)
  const rating = page.locator('.plan-card .plan-rating')
  await expect(rating).toContainText(/\d\.\d · \d+ reviews/)
  await expectInReach(page.getByRole('button', { name: 'Continue', exact: true }))

  // Plan detail: what is bought (heading, plan and price) and Buy now on the first screen.
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/\/mealdetail$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  await expect(page.getByRole('heading', { name: '5 GB · 30 days' })).toBeInViewport()
  await expect(page.locator('.plan-card .plan-rating')).toBeInViewport()
  await expectInReach(page.getByRole('button', { name: 'Buy now' }))

  // Checkout: Pay, and under it the marks, the secure line and the refund policy.
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/topay$/)
  const pay = page.getByRole('button', { name: /^Pay / })
  await expect(pay).toBeDisabled()
  await agreeToDelivery(page)
  await expect(pay).toBeEnabled()
  await expectInReach(pay)
  const marks = page.getByRole('list', { name: 'Accepted payment methods' })
  await expect(marks.getByRole('img', { name: 'Visa' })).toBeVisible()
  await expect(marks.getByRole('img', { name: 'Mastercard' })).toBeVisible()
  await expect(page.getByText('Secure payment.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
    'href',
    '/faq-roamwise-esim#faq-refunds-policy',
  )

  // Top-up of an eSIM: Pay.
  const iccid = await topupableIccid(page)
  await page.goto(`/topup?iccid=${iccid}`)
  await waitForApp(page)
  await page.getByRole('radio').first().check()
  await expectInReach(page.getByRole('button', { name: /^Pay / }))

  // The signed-in pages draw their pictures too.
  for (const path of ['/orders', '/orders?tab=history', '/credit', '/balance']) {
    await page.goto(path)
    await waitForApp(page)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await pictographsOn(page), path).toEqual([])
  }
})

/** The public pages. The first is loaded; the walk reaches the others inside the app. */
const PAGES = [
  '/nowhere',
  '/',
  '/japan',
  '/europe',
  '/esim-call-text',
  '/esim-christmas-discount',
  '/how-it-works',
  '/faq-roamwise-esim',
  '/about-roamwise',
  '/partnership',
  '/login',
  '/signup',
  '/error?code=500',
]

test('no emoji stands in for a picture, on any public page (en, ja)', async ({ page }) => {
  await answerCookies(page)
  const found: string[] = []
  for (const locale of ['en', 'ja'] as const) {
    const first = PAGES[0]!
    await page.goto(at(locale, first))
    await waitForApp(page)
    for (const path of PAGES) {
      if (path !== first) await navigateInApp(page, at(locale, path), locale)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      const hits = await pictographsOn(page)
      found.push(...hits.map((hit) => `${locale}${path}: ${hit}`))
    }
  }
  expect(found).toEqual([])
})

test('Japanese, Simplified and Hong Kong Chinese each get their own fonts first', async ({
  page,
}) => {
  await answerCookies(page)
  for (const [locale, first] of [
    ['ja', 'Noto Sans CJK JP'],
    ['zh-CN', 'Noto Sans CJK SC'],
    ['zh-HK', 'Noto Sans CJK HK'],
    ['en', 'system-ui'],
  ] as const) {
    await page.goto(at(locale, '/'))
    await waitForApp(page)
    const family = await page.locator('main h1').evaluate((h1) => getComputedStyle(h1).fontFamily)
    expect(family.split(',')[0]!.trim().replaceAll('"', ''), locale).toBe(first)
  }
})
