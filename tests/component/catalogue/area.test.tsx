import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { PackageDto, QueryPackageResponse } from '../../../src/api/contract/catalogue'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'

const japanPlans = () => mockApi.db.catalogue.packages.filter((pkg) => pkg.areaId === 'area-jp')
const japanDaily = () =>
  japanPlans().find((pkg) => pkg.type === 'DAILY_UNLIMITED' && pkg.days === 7)!

const planGroup = () => screen.findByRole('radiogroup')
const tab = (name: string) => screen.getByRole('tab', { name })

describe('area page', () => {
  it('groups a destination’s plans by type in tabs, data first', async () => {
    const user = userEvent.setup()
    await renderApp('/japan')
    expect(await screen.findByRole('heading', { level: 1, name: 'Japan eSIM' })).toBeVisible()
    const tabs = within(screen.getByRole('tablist', { name: 'Plan type' })).getAllByRole('tab')
    expect(tabs.map((item) => item.textContent)).toEqual(['Data', 'Daily plans', 'Call & text'])
    expect(tab('Data')).toHaveAttribute('aria-selected', 'true')
    const data = await planGroup()
    expect(data).toHaveAccessibleName('How much data do you need?')
    expect(within(data).getAllByRole('radio')).toHaveLength(5)
    expect(within(data).getAllByRole('radio')[0]).toHaveAccessibleName(/^1 GB 7 days/)

    await user.click(tab('Daily plans'))
    const daily = await screen.findByRole('radiogroup', { name: 'How many days?' })
    expect(
      within(daily)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(
      japanPlans()
        .filter((pkg) => pkg.type === 'DAILY_UNLIMITED')
        .sort((a, b) => a.days - b.days)
        .map((pkg) => pkg.packageId),
    )
    await user.click(tab('Call & text'))
    const calls = await screen.findByRole('radiogroup', { name: 'Choose your bundle' })
    expect(within(calls).getAllByRole('radio')[0]).toHaveAccessibleName(/60 minutes · 30 SMS/)
  })

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup()
    await renderApp('/japan')
    await planGroup()
    tab('Data').focus()
    await user.keyboard('{ArrowRight}')
    expect(tab('Daily plans')).toHaveFocus()
    expect(tab('Daily plans')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(tab('Call & text')).toHaveAttribute('aria-selected', 'true')
  })

  it('offers no call-and-text tab where the area has none', async () => {
    await renderApp('/europe')
    await planGroup()
    expect(screen.queryByRole('tab', { name: 'Call & text' })).not.toBeInTheDocument()
  })

  it('puts the chosen plan in the URL with a replace navigation', async () => {
    const user = userEvent.setup()
    const { router, store } = await renderApp('/japan')
    const group = await planGroup()
    await user.click(within(group).getByRole('radio', { name: /^5 GB/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/japan/jp-data-5gb-30d'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(within(group).getByRole('radio', { name: /^5 GB/ })).toBeChecked())
    // Same page instance on the child route: the group (and keyboard focus) survive the change.
    expect(group).toBeInTheDocument()
    expect(store.getState().catalogue.dataplanIndex).toBe(2)
    expect(store.getState().catalogue.dataplanDays).toBe(30)
    // The arrow keys choose too, as in any radio group.
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/japan/jp-data-10gb-30d'))
    expect(within(group).getByRole('radio', { name: /^10 GB/ })).toHaveFocus()
  })

  it('shows the plan of a shared or reloaded /{area}/{dataplan} link as chosen', async () => {
    const daily = japanDaily()
    const { store } = await renderApp(`/ja/japan/${daily.packageId}`)
    const group = await screen.findByRole('radiogroup', { name: '何日間ご利用ですか？' })
    expect(within(group).getByRole('radio', { checked: true })).toHaveAttribute(
      'value',
      daily.packageId,
    )
    expect(screen.getByRole('tab', { name: '1日プラン' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(store.getState().catalogue.dataplanType).toBe('DAILY_UNLIMITED'))
    // A plan's own URL has its own title (the plan, not only the destination) for search results.
    expect(document.title).toBe(
      '日本のeSIM（1日1 GBまで高速、以降は低速で無制限 · 7日間） | Roamwise',
    )
  })

  it.each(['/atlantis', '/japan/no-such-plan', '/japan/us-data-1gb-7d'])(
    'shows the not-found screen at %s',
    async (url) => {
      await renderApp(url)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This page could not be found.' }),
      ).toBeVisible()
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
      expect(document.title).toBe('This page could not be found. | Roamwise')
      // No page for search engines at this address (issue 35.5): no canonical, and noindex.
      await waitFor(() =>
        expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
          'content',
          'noindex',
        ),
      )
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
    },
  )

  it('offers a known destination to search engines: canonical, and no noindex', async () => {
    await renderApp('/japan')
    await screen.findByRole('heading', { level: 1, name: /Japan/ })
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        expect.stringMatching(/\/japan$/),
      ),
    )
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it('prices plans in the chosen currency with two decimals (JPY = USD × 147.8, whole yen)', async () => {
    await renderApp('/japan/jp-data-1gb-7d', { session: { currentCurrency: 'JPY' } })
    const plan = japanPlans().find((pkg) => pkg.packageId === 'jp-data-1gb-7d')!
    // Yen are charged whole (issue 33.3), so the price shows the whole yen with ".00".
    const yen = Math.round(plan.priceUsd * 147.8)
    const expected = `¥${yen.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    const radio = within(await planGroup()).getByRole('radio', { name: /^1 GB/ })
    // A 1 GB plan's price per GB is its price (issue 37.1).
    expect(radio).toHaveAccessibleName(`1 GB 7 days ${expected} ${expected}/GB`)
    expect(expected).toMatch(/^¥[\d,]+\.00$/)
  })

  it('strikes through the old price of a discounted plan and names the saving', async () => {
    await renderApp('/japan/jp-data-5gb-30d')
    const card = await screen.findByRole('article', { name: '5 GB · 30 days' })
    const plan = japanPlans().find((pkg) => pkg.packageId === 'jp-data-5gb-30d')!
    expect(
      within(card)
        .getByText(`$${plan.originalPriceUsd!.toFixed(2)}`)
        .closest('s'),
    ).not.toBeNull()
    // Rounded down: a saving never claims more than the two prices show.
    const saved = Math.floor((1 - plan.priceUsd / plan.originalPriceUsd!) * 100)
    expect(within(card).getByText(`Save ${saved}%`)).toBeVisible()
    expect(within(card).getByText('Offer ends 31 December 2026')).toBeVisible()
  })

  it('reads 1536 MB as "1 GB 512 MB"', async () => {
    const area = mockApi.db.areaBySlug('japan')!
    const odd: PackageDto = {
      ...japanPlans()[0]!,
      packageId: 'jp-data-1536mb-10d',
      dataMb: 1536,
      days: 10,
    }
    const obj: QueryPackageResponse = { area, packages: [odd] }
    mockApi.server.use(
      http.post('*/v3/query/package', () =>
        HttpResponse.json({ code: 200, success: true, msg: 'success', obj }),
      ),
    )
    await renderApp('/japan')
    const group = await planGroup()
    expect(within(group).getByRole('radio')).toHaveAccessibleName(/^1 GB 512 MB 10 days/)
    expect(within(screen.getByRole('article')).getByText('1 GB 512 MB')).toBeVisible()
  })

  it('spells out the facts of an unlimited plan', async () => {
    const daily = japanDaily()
    await renderApp(`/japan/${daily.packageId}`)
    const size = `${daily.dataMb / 1024} GB`
    // Never just "Unlimited": the name says how much runs at full speed (issue 45.1).
    const card = await screen.findByRole('article', {
      name: `${size}/day full speed, then unlimited · 7 days`,
    })
    expect(
      within(card).getByText(
        `${size}/day at full speed, then unlimited at up to ${daily.fairUseKbps} kbps`,
      ),
    ).toBeVisible()
    expect(within(card).getByText(/stay online at up to \d+ kbps/)).toBeVisible()
    expect(within(card).getByText('NTT Docomo')).toBeVisible()
    expect(within(card).getAllByText('5G').length).toBeGreaterThan(0)
    expect(within(card).getByText(/first connects to a network/)).toBeVisible()
    expect(
      within(card).getByText(daily.hotspot ? /^Allowed/ : 'Not allowed on this plan'),
    ).toBeVisible()
  })

  it('lists a region’s countries in the visitor’s language behind a disclosure', async () => {
    const user = userEvent.setup()
    await renderApp('/ja/europe')
    const card = await screen.findByRole('article')
    const toggle = within(card).getByRole('button', { name: '対応国・地域を表示' })
    expect(within(card).getByText('35か国')).toBeVisible()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(within(card).getByText('フランス')).toBeVisible()
  })

  it('continues with the chosen plan to the localised plan detail', async () => {
    const user = userEvent.setup()
    const { router, store } = await renderApp('/de/japan/jp-data-10gb-30d')
    await user.click(await screen.findByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/mealdetail'))
    expect(store.getState().catalogue.mealInfo?.package.packageId).toBe('jp-data-10gb-30d')
    expect(JSON.parse(localStorage.getItem('rw_meal_info')!).area.slug).toBe('japan')
  })

  it('shows a retry when the plans fail to load, and the retry works', async () => {
    const user = userEvent.setup()
    mockApi.server.use(http.post('*/v3/query/package', () => HttpResponse.error(), { once: true }))
    await renderApp('/japan')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Network error')
    // A heading to land on and a way back, not only the error (issue 35.8).
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't load this destination's plans" }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'All destinations' })).toHaveAttribute('href', '/')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await planGroup()).toBeVisible()
  })

  it('shows skeletons while loading', async () => {
    await renderApp('/japan')
    expect(await screen.findByRole('status', { name: 'Loading plans…' })).toBeInTheDocument()
    await planGroup()
  })
})
