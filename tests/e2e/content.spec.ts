import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { LocaleCode } from '../../src/i18n/locales'
import { localePath } from '../../src/i18n/localePath'
import { test, expect, waitForApp } from './fixtures'

/**
 * The content pages as a visitor uses them (issue 6): the FAQ's search, accordion and structured
 * data, and the partnership form's round trip through the mock API, with its draft kept across
 * a reload. Texts come from the locale files, so a wording change does not break the test but a
 * missing translation does.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- locale JSON, read as the page reads it
function messages(locale: LocaleCode, namespace: string): Record<string, any> {
  const file = path.join(import.meta.dirname, '../../locales', locale, `${namespace}.json`)
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]))
}

interface StoredEnquiry {
  name: string
  email: string
  company: string
}

async function storedEnquiries(page: Page): Promise<StoredEnquiry[]> {
  return page.evaluate(() => {
    const db = JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
      partnershipEnquiries?: StoredEnquiry[]
    }
    return db.partnershipEnquiries ?? []
  })
}

test.describe('FAQ', () => {
  for (const locale of ['en', 'ja'] as const) {
    test(`searches, expands and describes its questions in ${locale}`, async ({
      page,
      checkA11y,
    }) => {
      const faq = messages(locale, 'faq')
      await page.goto(localePath('/faq-roamwise-esim', locale))
      await waitForApp(page)
      await expect(page.locator('main h1')).toHaveText(faq.heading)

      // FAQPage structured data lists every question of the page.
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')))
      const faqPage = jsonLd.find((data) => data['@type'] === 'FAQPage')
      expect(faqPage, 'FAQPage JSON-LD').toBeTruthy()
      const questionCount = await page.locator('main button[aria-expanded]').count()
      expect(questionCount).toBeGreaterThan(20)
      expect(faqPage.mainEntity).toHaveLength(questionCount)

      // The accordion: a question opens its answer and says so.
      const firstQuestion = page.locator('main button[aria-expanded]').first()
      await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false')
      await firstQuestion.click()
      await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true')
      const answerId = await firstQuestion.getAttribute('aria-controls')
      expect(answerId).toBeTruthy()
      await expect(page.locator(`[id="${answerId}"]`)).toBeVisible()

      // The search narrows the list and says how many match; nonsense finds nothing.
      const search = page.getByRole('searchbox', { name: faq.search.label })
      await search.fill('ICCID')
      await expect(page.getByText(/ICCID/).first()).toBeVisible()
      const matches = await page.locator('main button[aria-expanded]').count()
      expect(matches).toBeGreaterThan(0)
      expect(matches).toBeLessThan(questionCount)
      await search.fill('zzqxv')
      await expect(page.getByText(fill(faq.search.empty, { query: 'zzqxv' }))).toBeVisible()
      await page.getByRole('button', { name: faq.search.clear }).first().click()
      await expect(page.locator('main button[aria-expanded]')).toHaveCount(questionCount)
      await checkA11y()
    })
  }
})

test.describe('partnership form', () => {
  test('explains each problem, keeps the draft across a reload and sends it to the mock API', async ({
    page,
    checkA11y,
  }) => {
    const content = messages('ja', 'content').partnership
    const form = content.form
    await page.goto(localePath('/partnership', 'ja'))
    await waitForApp(page)
    // Scoped to <main>: the QA panel of mock builds has its own country select.
    const main = page.locator('main')

    // Sending an empty form names the first problem and puts the cursor there.
    await page.getByRole('button', { name: form.submit }).click()
    await expect(page.getByText(form.errors.name.required)).toBeVisible()
    await expect(main.getByLabel(form.name)).toBeFocused()

    await main.getByLabel(form.name).fill('佐藤 花子')
    await main.getByLabel(form.company).fill('旅ブログ東京')
    await main.getByLabel(form.email).fill('not-an-email')
    await main.getByLabel(form.email).blur()
    await expect(page.getByText(form.errors.email.invalid)).toBeVisible()
    await main.getByLabel(form.email).fill('hanako@tabiblog.jp')
    await main.getByLabel(form.country).selectOption('JP')
    await main.getByLabel(form.website).fill('tabiblog.jp')
    await main.getByLabel(form.travellers).selectOption('10K_100K')
    await page
      .getByLabel(form.message)
      .fill('旅行ブログで毎月多くの読者にeSIMを紹介しています。提携について相談させてください。')

    // A reload keeps everything typed (session draft).
    await page.reload()
    await waitForApp(page)
    await expect(main.getByLabel(form.name)).toHaveValue('佐藤 花子')
    await expect(main.getByLabel(form.email)).toHaveValue('hanako@tabiblog.jp')
    await expect(main.getByLabel(form.country)).toHaveValue('JP')
    await expect(main.getByLabel(form.travellers)).toHaveValue('10K_100K')

    await page.getByRole('button', { name: form.submit }).click()
    await expect(
      page.getByRole('heading', { name: fill(content.sent.title, { name: '佐藤 花子' }) }),
    ).toBeVisible()
    await expect(page.getByText(content.sent.reference)).toBeVisible()
    await checkA11y()

    // The mock API stored the enquiry as sent.
    const stored = await storedEnquiries(page)
    expect(stored.at(-1)).toMatchObject({
      name: '佐藤 花子',
      company: '旅ブログ東京',
      email: 'hanako@tabiblog.jp',
    })

    // The draft is gone once sent.
    await page.getByRole('button', { name: content.sent.again }).click()
    await expect(main.getByLabel(form.name)).toHaveValue('')
  })
})

test.describe('app links', () => {
  test('the footer and the phone menu link to both app stores', async ({ page }) => {
    const common = messages('en', 'common')
    await page.goto('/how-it-works')
    await waitForApp(page)
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: common.footer.appStore })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    )
    await expect(
      footer.getByRole('link', { name: new RegExp(common.footer.googlePlay) }),
    ).toHaveAttribute('href', /^https:\/\/play\.google\.com\//)
    await page.getByRole('button', { name: common.nav.openMenu }).click()
    const menu = page.getByRole('navigation', { name: common.nav.main })
    await expect(menu.getByRole('link', { name: common.footer.appStore })).toBeVisible()
  })
})
