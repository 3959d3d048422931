import { test, expect, waitForApp } from './fixtures'
import { voices, wrongWords } from '../support/voice'

/**
 * Issue 14.8: each language speaks in one voice on the pages themselves, not only in the message
 * files: the German plan pages said "du" where the rest of the store says "Sie".
 */
const PAGES = ['', '/japan', '/japan/jp-data-5gb-30d', '/faq-roamwise-esim', '/login']

for (const locale of ['de', 'zh-CN', 'es'] as const) {
  test(`the shop speaks in one voice (${locale})`, async ({ page }) => {
    test.setTimeout(90_000)
    for (const path of PAGES) {
      await page.goto(`/${locale}${path}`)
      await waitForApp(page)
      const text = await page.locator('main').innerText()
      expect(wrongWords(voices[locale]!, text), `${locale}${path}`).toEqual([])
    }
  })
}
