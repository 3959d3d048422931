import { test, expect, tick, waitForApp } from './fixtures'
import { answerCookies } from './accounts'

const journeys = [
  {
    locale: 'en',
    prefix: '',
    japan: /^Japan/,
    dataTab: 'Data',
    continueLabel: 'Continue',
    buyNow: 'Buy now',
    heading: 'Japan eSIM',
  },
  {
    locale: 'ja',
    prefix: '/ja',
    japan: /^日本/,
    dataTab: 'データ容量',
    continueLabel: '次へ進む',
    buyNow: '今すぐ購入',
    heading: '日本のeSIM',
  },
  {
    locale: 'zh-HK',
    prefix: '/zh-HK',
    japan: /^日本/,
    dataTab: '數據計劃',
    continueLabel: '繼續',
    buyNow: '立即購買',
    heading: '日本 eSIM',
  },
] as const

test.describe('from home to a plan', () => {
  for (const journey of journeys) {
    test(`home → area → plan → plan detail (${journey.locale})`, async ({ page, checkA11y }) => {
      await answerCookies(page)
      await page.goto(journey.prefix || '/')
      await waitForApp(page)
      // The destination card in the home page's Countries tab.
      await page.getByRole('tabpanel').getByRole('link', { name: journey.japan }).first().click()
      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/japan$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.heading)
      await expect(page.getByRole('tab', { name: journey.dataTab })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await checkA11y()

      await tick(page.getByRole('radio', { name: /^5 GB/ }))
      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/japan/jp-data-5gb-30d$`))
      await expect(page.getByRole('radio', { name: /^5 GB/ })).toBeChecked()

      await page.getByRole('button', { name: journey.continueLabel, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/mealdetail$`))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(journey.heading)
      await expect(page.getByRole('button', { name: journey.buyNow })).toBeVisible()
      await expect(page.locator('.plan-reviews__summary')).toBeVisible()
      await checkA11y()

      // The chosen plan survives a reload; Buy now, logged out, asks how to continue.
      await page.reload()
      await page.getByRole('button', { name: journey.buyNow }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    })
  }
})

test.describe('shared links and lists', () => {
  test('a shared /{area}/{dataplan} link opens with that plan chosen, also after a reload', async ({
    page,
  }) => {
    await answerCookies(page)
    await page.goto('/zh-HK/europe/eu-data-10gb-30d')
    await waitForApp(page)
    const radio = page.getByRole('radio', { name: /^10 GB/ })
    await expect(radio).toBeChecked()
    await expect(page.getByRole('article')).toContainText('10 GB · 30 日')
    await page.reload()
    await expect(page.getByRole('radio', { name: /^10 GB/ })).toBeChecked()
    // The plan's own URL is its own search result: the title names the plan, not only the area.
    await expect(page).toHaveTitle('歐洲 eSIM（10 GB · 30 日） | Roamwise')
  })

  test('an unknown destination or plan shows the not-found screen', async ({ page, checkA11y }) => {
    await page.goto('/japan/no-such-plan')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found.',
    )
    await checkA11y()
    await page.goto('/atlantis')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found.',
    )
  })

  test('the call-and-text list filters by destination and opens a plan by its URL', async ({
    page,
    checkA11y,
  }) => {
    await answerCookies(page)
    await page.goto('/esim-call-text')
    await waitForApp(page)
    await expect(page.getByRole('link', { name: 'View plan' }).first()).toBeVisible()
    await checkA11y()
    await page.getByRole('combobox', { name: 'Destination' }).selectOption('japan')
    await expect(page.getByRole('link', { name: 'View plan' })).toHaveCount(2)
    await page.getByRole('link', { name: 'View plan' }).first().click()
    await expect(page).toHaveURL(/\/esim-call-text\/jp-call-3gb-30d\?area=japan$/)
    await expect(page.getByRole('article')).toContainText('60 minutes · 30 SMS')
    await checkA11y()
  })

  test('the seasonal discount page shows old and new prices and when the offer ends', async ({
    page,
    checkA11y,
  }) => {
    await answerCookies(page)
    await page.goto('/esim-christmas-discount')
    await waitForApp(page)
    await expect(page.getByText('Offer ends 31 December 2026').first()).toBeVisible()
    await expect(page.locator('.offer-card s').first()).toBeVisible()
    await checkA11y()
  })

  test('the compatible-devices dialog searches and is accessible', async ({ page, checkA11y }) => {
    await answerCookies(page)
    await page.goto('/japan/jp-data-5gb-30d')
    await waitForApp(page)
    await page.getByRole('button', { name: /is my phone compatible/i }).click()
    const dialog = page.getByRole('dialog', { name: 'eSIM-compatible devices' })
    await expect(dialog.getByRole('searchbox')).toBeFocused()
    await dialog.getByRole('searchbox').fill('pixel 8')
    await expect(dialog.getByRole('listitem')).toHaveCount(3)
    await checkA11y()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})
