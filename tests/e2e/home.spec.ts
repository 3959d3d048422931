import { test, expect, waitForApp } from './fixtures'

/** The area pages are someone else's; from the home page only the URL it leads to matters. */
const searches = [
  { locale: 'en', home: '/', text: 'japa', option: /Japan/, url: /\/japan$/ },
  { locale: 'ja', home: '/ja', text: '日本', option: /日本/, url: /\/ja\/japan$/ },
  { locale: 'zh-HK', home: '/zh-HK', text: '泰國', option: /泰國/, url: /\/zh-HK\/thailand$/ },
]

test.describe('home page', () => {
  for (const { locale, home, text, option, url } of searches) {
    test(`search leads to the area page (${locale})`, async ({ page }) => {
      await page.goto(home)
      await waitForApp(page)
      const search = page.getByRole('combobox')
      await search.fill(text)
      const listbox = page.getByRole('listbox', { name: /./ })
      await expect(listbox.getByRole('option', { name: option }).first()).toBeVisible()
      await expect(search).toHaveAttribute('aria-expanded', 'true')
      await search.press('ArrowDown')
      await expect(search).toHaveAttribute('aria-activedescendant', /.+/)
      await search.press('Enter')
      await expect(page).toHaveURL(url)
    })
  }

  test('is accessible, also with the search open and trip suggestions shown', async ({
    page,
    checkA11y,
  }) => {
    // Three axe runs over a long page: on a busy machine the page sits idle long enough for the
    // idle promotion (its own test below) to open over the planner, so it counts as seen here.
    test.setTimeout(120_000)
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'rw_promo_dialogs_seen',
        JSON.stringify(['dialog-christmas-discount']),
      ),
    )
    await page.goto('/')
    await waitForApp(page)
    await expect(page.getByRole('region', { name: 'Popular plans' }).getByRole('link')).toHaveCount(
      6,
    )
    await expect(page.getByRole('region', { name: 'Offers' }).getByRole('link')).toHaveCount(4)
    await expect(page).toHaveTitle(/Travel eSIM data plans .* \| Roamwise/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Roamwise travel eSIM/,
    )
    await checkA11y()

    await page.getByRole('combobox').fill('zz')
    await expect(page.getByText('No destination found for “zz”').first()).toBeVisible()
    await page.getByRole('combobox').fill('ital')
    await expect(page.getByRole('option', { name: /Italy/ })).toBeVisible()
    await checkA11y()

    await page.getByRole('textbox', { name: 'Describe your trip' }).fill('10 days in Spain')
    await page.getByRole('button', { name: 'Suggest plans' }).click()
    await expect(
      page.getByRole('link', { name: /Spain: covers all 10 days of your stay/ }),
    ).toBeVisible()
    await checkA11y()
  })

  test('shows the promotion once the cookie notice is answered and the page idle, and Escape closes it', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/')
    await waitForApp(page)
    const dialog = page.getByRole('dialog', { name: 'Holiday travel deals' })
    // One overlay at a time: the promotion waits for the cookie notice.
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'Reject' })
      .click()
    await expect(dialog).toBeVisible({ timeout: 8000 })
    await checkA11y()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Once per visit: the visit remembers it was shown, so a reload does not show it again.
    await page.reload()
    await waitForApp(page)
    expect(await page.evaluate(() => sessionStorage.getItem('rw_promo_dialogs_seen'))).toContain(
      'dialog-christmas-discount',
    )
    await expect(dialog).toBeHidden()
  })
})
