import type { Page } from '@playwright/test'
import type { LocaleCode } from '../../src/i18n/locales'
import { localePath } from '../../src/i18n/localePath'
import { expect } from './fixtures'

/** Changes the address the way the app's own links do: the router reads it on popstate. */
async function pushAddress(page: Page, url: string) {
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-walked', '')
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, url)
  // Rendered once an <h1> is there that the page before did not have.
  await expect(page.locator('main h1:not([data-walked])')).not.toHaveCount(0)
}

/**
 * Opens a page without reloading the app, so the walk measures the page and not the app's
 * start-up (a second or more each). It goes by the not-found page: two pages of one component
 * (a destination and its plan) can share their <h1> element, which would hide whether the
 * second one has rendered yet.
 */
export async function navigateInApp(page: Page, url: string, locale: LocaleCode) {
  await pushAddress(page, localePath('/not/a/page', locale))
  await pushAddress(page, url)
}
