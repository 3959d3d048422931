import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'

const discounted = () =>
  mockApi.db.catalogue.packages.filter((pkg) => pkg.originalPriceUsd !== undefined)
const callText = () => mockApi.db.catalogue.packages.filter((pkg) => pkg.type === 'CALL_TEXT')

/** A list page checks the visitor's phone once, above its cards, not once per card. */
async function expectOneDeviceCheck(listName: string) {
  const user = userEvent.setup()
  const list = await screen.findByRole('list', { name: listName })
  const checks = screen.getAllByRole('button', { name: /is my phone compatible/i })
  expect(checks).toHaveLength(1)
  expect(list).not.toContainElement(checks[0]!)
  await user.click(checks[0]!)
  expect(await screen.findByRole('dialog', { name: 'eSIM-compatible devices' })).toBeVisible()
}

describe('seasonal discount page', () => {
  it('lists every plan on offer with old and new price, the saving and the end date', async () => {
    await renderApp('/esim-christmas-discount')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Christmas eSIM sale' }),
    ).toBeVisible()
    const cards = within(
      await screen.findByRole('list', { name: 'Christmas eSIM sale' }),
    ).getAllByRole('listitem')
    expect(cards).toHaveLength(discounted().length)
    const japan = cards.find(
      (card) => /Japan/.test(card.textContent!) && /5 GB/.test(card.textContent!),
    )!
    const plan = discounted().find((pkg) => pkg.packageId === 'jp-data-5gb-30d')!
    expect(within(japan).getByText(`$${plan.priceUsd.toFixed(2)}`)).toBeVisible()
    expect(
      within(japan)
        .getByText(`$${plan.originalPriceUsd!.toFixed(2)}`)
        .closest('s'),
    ).not.toBeNull()
    expect(within(japan).getByText(/^Save \d+%$/)).toBeVisible()
    expect(within(japan).getByText('Offer ends 31 December 2026')).toBeVisible()
    expect(screen.getAllByText('Offer ends 31 December 2026').length).toBe(cards.length + 1)
    expect(document.title).toBe('Christmas eSIM sale | Roamwise')
  })

  it('puts the biggest saving first', async () => {
    await renderApp('/esim-christmas-discount')
    const first = within(
      await screen.findByRole('list', { name: 'Christmas eSIM sale' }),
    ).getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent('Thailand')
    expect(screen.getByText('Save up to 30% on data plans for your holiday trips.')).toBeVisible()
  })

  it('formats the end date in the visitor’s language', async () => {
    await renderApp('/de/esim-christmas-discount')
    expect(
      (await screen.findAllByText('Angebot endet am 31. Dezember 2026')).length,
    ).toBeGreaterThan(1)
  })

  it('opens an offer’s plan detail', async () => {
    const user = userEvent.setup()
    const { router, store } = await renderApp('/esim-christmas-discount')
    const cards = within(
      await screen.findByRole('list', { name: 'Christmas eSIM sale' }),
    ).getAllByRole('listitem')
    const card = cards.find((item) => /United States/.test(item.textContent!))!
    await user.click(within(card).getByRole('button', { name: 'View plan details' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mealdetail'))
    expect(store.getState().catalogue.mealInfo?.package.packageId).toBe('us-data-10gb-30d')
  })

  it('offers one device check for the whole list', async () => {
    await renderApp('/esim-christmas-discount')
    await expectOneDeviceCheck('Christmas eSIM sale')
  })

  it('shows a retry when the offers fail to load', async () => {
    const user = userEvent.setup()
    mockApi.server.use(
      http.post('*/v2/query/package/list', () => HttpResponse.error(), { once: true }),
    )
    await renderApp('/esim-christmas-discount')
    await user.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }),
    )
    expect(await screen.findByRole('list', { name: 'Christmas eSIM sale' })).toBeVisible()
  })
})

describe('call-and-text page', () => {
  it('lists every call-and-text plan with its minutes and SMS', async () => {
    await renderApp('/esim-call-text')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calls, texts and data' }),
    ).toBeVisible()
    await screen.findByRole('list', { name: 'Calls, texts and data' })
    const cards = screen.getAllByRole('link', { name: 'View plan' })
    expect(cards).toHaveLength(callText().length)
    expect(screen.getAllByText('60 minutes').length).toBe(callText().length / 2)
    expect(screen.getAllByText('100 SMS').length).toBe(callText().length / 2)
    expect(screen.getByText(`${callText().length} plans`)).toHaveAttribute('role', 'status')
  })

  it('offers one device check for the whole list, beside the plan count', async () => {
    await renderApp('/esim-call-text')
    await expectOneDeviceCheck('Calls, texts and data')
  })

  it('draws the first screen’s two cards with the page, and the rest as they come near', async () => {
    await renderApp('/esim-call-text')
    const list = await screen.findByRole('list', { name: 'Calls, texts and data' })
    const cards = [...list.children]
    expect(cards.length).toBeGreaterThan(3)
    const flag = (card: Element) => card.querySelector('img.area-mark')
    for (const card of cards.slice(0, 2)) {
      expect(card).not.toHaveClass('render-when-near')
      expect(flag(card)).toHaveAttribute('loading', 'eager')
    }
    for (const card of cards.slice(2)) {
      expect(card).toHaveClass('render-when-near')
      expect(flag(card)).toHaveAttribute('loading', 'lazy')
    }
  })

  it('filters by destination and puts a chosen plan’s id in the URL', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/esim-call-text')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Destination' }), 'japan')
    await waitFor(() => expect(router.state.location.search).toBe('?area=japan'))
    const links = screen.getAllByRole('link', { name: 'View plan' })
    expect(links).toHaveLength(2)
    expect(screen.getByText('2 plans')).toHaveAttribute('role', 'status')
    await user.click(links[0]!)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/esim-call-text/jp-call-3gb-30d'),
    )
    expect(router.state.location.search).toBe('?area=japan')
    const card = await screen.findByRole('article', { name: '3 GB · 30 days' })
    expect(within(card).getByText('60 minutes · 30 SMS')).toBeVisible()
    expect(screen.getByRole('link', { name: /all call & text plans/i })).toHaveAttribute(
      'href',
      '/esim-call-text?area=japan',
    )
    expect(document.title).toBe('Japan call & text eSIM, 3 GB · 30 days | Roamwise')
  })

  it('opens a shared /esim-call-text/:dataplan link and continues to the plan detail', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/ja/esim-call-text/jp-call-10gb-30d')
    await screen.findByRole('article', { name: '10 GB · 30日間' })
    expect(screen.getByRole('link', { name: /3 GB/ })).toHaveAttribute(
      'href',
      '/ja/esim-call-text/jp-call-3gb-30d',
    )
    await user.click(screen.getByRole('button', { name: '次へ進む' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja/mealdetail'))
  })

  it('shows the not-found screen for an unknown plan', async () => {
    await renderApp('/esim-call-text/jp-data-5gb-30d')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found.' }),
    ).toBeVisible()
  })
})
