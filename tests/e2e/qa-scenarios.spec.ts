import { BROWSER_REPORTS, test, expect, waitForApp } from './fixtures'
import { continueAsGuest } from './payments'

/**
 * QA's fault scenarios in the demo build (docs/qa.md "Scenarios"): a `?mock=` URL makes one
 * endpoint fail from the first request, the store shows SPEC 8's message with a retry, and
 * clearing the scenario in the QA panel lets the retry through.
 */

// The scenario's 500s are logged by the browser itself ("Failed to load resource").
test.describe(() => {
  test.use({ expectedConsoleErrors: [BROWSER_REPORTS.status500] })

  test('a ?mock= scenario fails My orders until QA clears it in the panel', async ({
    page,
    checkA11y,
  }) => {
    // Reads retry with backoff before the message shows, and axe runs on a shared, slow machine.
    test.setTimeout(90_000)
    await continueAsGuest(page)

    await page.goto('/orders?mock=500@/v3/query/orders')
    // The parameter is applied, then taken out of the address.
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByText('Network error. Check your connection and try again.')).toBeVisible(
      {
        timeout: 20_000,
      },
    )
    const retry = page.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeVisible()

    // The scenario survives a reload: it lives in the mock database.
    const stored = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
            settings?: { scenarios?: unknown }
          }
        ).settings?.scenarios,
    )
    expect(stored).toEqual([{ fault: '500', path: '/v3/query/orders' }])

    await page.getByRole('button', { name: 'QA', exact: true }).click()
    const scenarios = page.getByRole('region', { name: 'Fault scenarios' })
    await expect(scenarios.getByText('HTTP 500 · /v3/query/orders')).toBeVisible()
    await expect(scenarios.getByText('?mock=500@/v3/query/orders')).toBeVisible()
    await checkA11y()
    await scenarios.getByRole('button', { name: 'Clear HTTP 500 · /v3/query/orders' }).click()
    await expect(scenarios.getByText('No scenario: the mock answers normally.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'QA', exact: true })).toBeFocused()

    await retry.click()
    await expect(page.getByText('Network error. Check your connection and try again.')).toHaveCount(
      0,
    )
    await expect(page.getByRole('heading', { name: 'No current eSIMs' })).toBeVisible()
  })
})

test('a mistyped ?mock= value changes nothing and says why in the console', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/?mock=500@/v3/query/order')
  await waitForApp(page)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  expect(warnings.join('\n')).toMatch(/no API path \/v3\/query\/order/)
  const stored = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('rw_mock_db') ?? '{}') as {
          settings?: { scenarios?: unknown }
        }
      ).settings?.scenarios,
  )
  expect(stored ?? []).toEqual([])
})
