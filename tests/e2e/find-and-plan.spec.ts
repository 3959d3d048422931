import { test, expect, tick, waitForApp } from './fixtures'

/** Issue 14.1 and 14.2: regions found by local names; the trip planner fits the trip. */
test.describe('finding a destination and planning a trip', () => {
  test.beforeEach(async ({ page }) => {
    // The idle promotion has its own test; here it would open over the planner.
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'rw_promo_dialogs_seen',
        JSON.stringify(['dialog-christmas-discount']),
      ),
    )
  })

  for (const { home, text, option, url } of [
    { home: '/de', text: 'Europa', option: /Europa/, url: /\/de\/europe$/ },
    { home: '/ja', text: 'ヨーロッパ', option: /ヨーロッパ/, url: /\/ja\/europe$/ },
    { home: '/zh-HK', text: '歐洲', option: /歐洲/, url: /\/zh-HK\/europe$/ },
  ]) {
    test(`a region is found by its local name (${home})`, async ({ page }) => {
      await page.goto(home)
      await waitForApp(page)
      await page.getByRole('combobox').fill(text)
      await page.getByRole('option', { name: option }).first().click()
      await expect(page).toHaveURL(url)
    })
  }

  test('the regions suggested after a miss find something (zh-HK)', async ({ page }) => {
    await page.goto('/zh-HK')
    await waitForApp(page)
    const search = page.getByRole('combobox')
    await search.fill('zzz')
    const tries = page.getByRole('list', { name: /請檢查名稱是否正確/ })
    await tries.getByRole('button', { name: '亞洲' }).click()
    await expect(search).toHaveValue('亞洲')
    await expect(search).toBeFocused()
    await expect(page.getByRole('option', { name: /亞洲/ }).first()).toBeVisible()
  })

  test('a two-country trip then a third gets plans as long as each stay (de)', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/de')
    await waitForApp(page)
    await page
      .getByRole('textbox', { name: 'Beschreiben Sie Ihre Reise' })
      .fill('Zwei Wochen in Japan und Südkorea, dann 3 Tage in Thailand')
    await tick(page.getByRole('radio', { name: /Viel/ }))
    await page.getByRole('button', { name: 'Tarife vorschlagen' }).click()
    await expect(
      page.getByText(/Ihre Reise: 17 Tage\. Ausgelegt auf intensive Nutzung/),
    ).toBeVisible()
    const regional = page.getByRole('region', { name: 'Eine eSIM für die ganze Reise' })
    await expect(regional.getByRole('link')).toContainText('Asien')
    const stays = page
      .getByRole('region', { name: 'Oder eine eSIM pro Reiseziel' })
      .getByRole('link')
    await expect(stays).toHaveCount(3)
    await expect(stays.nth(0)).toContainText('Japan: reicht für alle 14 Tage Ihres Aufenthalts')
    await expect(stays.nth(2)).toContainText('Thailand: reicht für alle 3 Tage Ihres Aufenthalts')
    await expect(page.getByRole('group', { name: 'Gesamtpreise im Vergleich' })).toContainText(
      /sparen Sie \d+,\d\d/,
    )
    await checkA11y()
  })

  test('a trip in Japanese counts the weeks and days (ja)', async ({ page }) => {
    await page.goto('/ja')
    await waitForApp(page)
    await page
      .getByRole('textbox', { name: '旅行の内容' })
      .fill('日本と韓国に2週間、その後タイに3日間')
    await page.getByRole('button', { name: 'おすすめのプランを探す' }).click()
    await expect(page.getByText('旅行期間：17日間')).toBeVisible()
    await expect(page.getByRole('link', { name: /日本での14日間をカバー/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /タイでの3日間をカバー/ })).toBeVisible()
  })
})
