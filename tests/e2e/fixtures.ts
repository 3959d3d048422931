import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/**
 * Every page collects console errors and uncaught exceptions; a test fails on any of them.
 * `checkA11y` runs axe on the page as it is.
 */
export const test = base.extend<{ consoleErrors: string[]; checkA11y: () => Promise<void> }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
    expect(errors, 'console errors').toEqual([])
  },
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

/** Waits until the app has rendered real content (not the first-load spinner). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor()
}
