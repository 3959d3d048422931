import { LOCALE_CODES } from '../../src/i18n/locales'
import { localePath } from '../../src/i18n/localePath'
import { test, expect, waitForApp } from './fixtures'

/**
 * The header fits on one line in every language at every desktop width: labels differ a lot in
 * length, so it measures itself and gives up the chips' texts, then the nav links (into the menu),
 * rather than letting the login button fall off the edge. Widths change without a reload, so the
 * way back up (a wider window) is tested too.
 */
const WIDTHS = [1600, 1280, 1040, 1280, 1600]

test.describe('header fit', () => {
  for (const locale of LOCALE_CODES) {
    test(`nothing overflows in ${locale} from 1040 to 1600 px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
      await page.goto(localePath('/about-roamwise', locale))
      await waitForApp(page)
      const densities = new Set<string>()
      // The wordmark's height at the widest width: one line.
      const logo = page.locator('header .header__logo')
      const oneLine = (await logo.boundingBox())!.height
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const row = page.locator('.header__inner')
        await expect
          .poll(() => row.evaluate((element) => element.scrollWidth - element.clientWidth))
          .toBeLessThanOrEqual(1)
        // On the way up nothing overflows at once, and the header steps back up a density in
        // the next resize observation: read its layout once it has stopped changing.
        let last = ''
        await expect
          .poll(
            async () => {
              const now = (await page.locator('header.header').getAttribute('class')) ?? ''
              const settled = now === last
              last = now
              return settled
            },
            { intervals: [100, 200, 250, 500] },
          )
          .toBe(true)
        const box = await page.locator('header .header__actions').boundingBox()
        expect(box!.x + box!.width, `actions inside the window at ${width}`).toBeLessThanOrEqual(
          width,
        )
        // Log in stays reachable: as the button, or in the menu the compact header shows.
        const login = page.locator('header a[href$="/login"]:visible')
        const menu = page.locator('header .header__mobile-only button:visible')
        expect((await login.count()) + (await menu.count()), `login or menu at ${width}`).toBe(1)
        expect((await logo.boundingBox())!.height, `the wordmark on one line at ${width}`).toBe(
          oneLine,
        )
        densities.add(`${width}:${await page.locator('header.header').getAttribute('class')}`)
      }
      // The same width gives the same layout on the way down and back up.
      expect(densities.size).toBe(3)
    })
  }
})
