import { test as base, expect, type Locator, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/**
 * Every test of every page fails on a console error or an uncaught exception (automatic: no
 * test has to ask for it). A test that provokes an error on purpose names the messages it
 * expects with `test.use({ expectedConsoleErrors: [/…/] })`; anything else still fails it.
 * `checkA11y` runs axe on the page as it is.
 */
export const test = base.extend<{
  expectedConsoleErrors: RegExp[]
  consoleErrors: string[]
  checkA11y: () => Promise<void>
}>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      const unexpected = errors.filter(
        (error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)),
      )
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
      expect(summary, 'axe violations').toEqual([])
    })
  },
})

export { expect }

/** What Chromium itself logs for a failed request, which a fault scenario provokes on purpose. */
export const BROWSER_REPORTS = {
  requestFailed: /^Failed to load resource: net::ERR_FAILED$/,
  status500: /^Failed to load resource: the server responded with a status of 500 \(/,
} as const

/** Waits until the app has rendered real content (not the first-load spinner). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor()
}

/**
 * Ticks a radio or a checkbox with a tap, as a traveller does. A tap before the app has started
 * is held and handed over once the page is React's (docs/architecture.md, "How a page starts"),
 * so the box changes a moment after the tap: Playwright's `check()` reads it at once and calls
 * that a failure.
 */
export async function tick(control: Locator): Promise<void> {
  await control.click()
  await expect(control).toBeChecked()
}

/*
 * Chinese and Japanese texts carry zero-width spaces where a line may break (decision 037).
 * Playwright's string matching drops them; a RegExp needs one of these.
 */

/** The text a reader sees in `locator`. */
export async function shownText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replaceAll('\u200b', '')
}

/** A RegExp source for `text` as a page shows it: a break mark may sit between two characters. */
export function shownAs(text: string): string {
  return [...text].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\u200b?')
}
