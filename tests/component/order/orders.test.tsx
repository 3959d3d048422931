import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import { advanceOrder } from '../../../src/mocks/db/advanceOrder'
import { seedDemoOrders } from '../../../src/mocks/db/seedOrders'
import type { OrderDto } from '../../../src/api/contract/order'

const EMAIL = 'traveller@example.com'

/** A signed-in traveller with the QA demo set: one order in every label of SPEC 4.1. */
function travellerWithOrders() {
  const session = signedIn('accountLogin', EMAIL)
  const orders = seedDemoOrders(mockApi.db, EMAIL)
  const find = (packageId: string) => orders.find((order) => order.package.packageId === packageId)!
  return { session, orders, find }
}

async function openOrders(url = '/orders') {
  const user = userEvent.setup()
  const { session, find } = travellerWithOrders()
  const view = await renderApp(url, { session })
  await screen.findAllByRole('article', undefined, SLOW)
  return { ...view, user, find }
}

/** The first render loads i18n, the route chunk and the list: allow for a busy machine. */
const SLOW = { timeout: 4000 }

const card = (name: string | RegExp) => screen.getByRole('article', { name })
const badge = (article: HTMLElement) => within(article).getByText(/^Status:/).parentElement!

describe('orders page (/orders)', () => {
  it('shows current orders with their SPEC 4.1 labels, newest first', async () => {
    await openOrders()
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Current' })).toHaveAttribute('aria-selected', 'true')
    const labels = screen.getAllByRole('article').map((article) => badge(article).textContent)
    expect(labels).toEqual([
      'Status: Awaiting payment',
      'Status: Undownload',
      'Status: Inactive',
      'Status: Deleted',
      'Status: Active',
      'Status: Active',
      'Status: Active',
    ])
    expect(screen.getByText('Showing 7 of 7 orders')).toBeVisible()
  })

  it('shows past orders on ?tab=past, and switches tabs with the keyboard', async () => {
    const { user, router } = await openOrders('/orders?tab=past')
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('article').map((article) => badge(article).textContent)).toEqual([
      'Status: Refunding',
      'Status: Time finished',
      'Status: Usage finished',
      'Status: Refunded',
      'Status: Expired',
    ])
    screen.getByRole('tab', { name: 'Past' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Current' })).toHaveFocus()
    expect(router.state.location.search).toBe('?tab=current')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7))
  })

  it('shows destination, plan, usage in MB or GB + MB, dates, price and ICCID', async () => {
    const { find } = await openOrders()
    const europe = card('Europe')
    const order = find('eu-data-10gb-30d')
    expect(within(europe).getByText('10 GB · 30 days')).toBeVisible()
    expect(within(europe).getByText('3 GB 512 MB of 10 GB used')).toBeVisible()
    expect(within(europe).getByText('6 GB 512 MB left')).toBeVisible()
    expect(within(europe).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35')
    expect(within(europe).getByText(/^Updated /)).toBeVisible()
    expect(within(europe).getByText(order.iccid)).toBeVisible()
    expect(within(europe).getByText(/^\$\d+\.\d{2}$/)).toBeVisible()
    expect(within(europe).getByText(order.orderNo)).toBeVisible()
    // A plan that has not started its clock says so instead of a date.
    const japan = screen.getAllByRole('article', { name: 'Japan' })[1]!
    expect(
      within(japan).getByText(
        'Not started: starts when the eSIM first connects at your destination',
      ),
    ).toBeVisible()
  })

  it('shows small usage in MB and the price in the currency the order was paid in', async () => {
    const user = userEvent.setup()
    const { session, find } = travellerWithOrders()
    const korea = find('kr-data-5gb-30d')
    advanceOrder(mockApi.db, find('us-data-10gb-30d').orderId, { usedMb: 500 })
    mockApi.db.data.orders.find((order) => order.orderId === korea.orderId)!.currency = 'JPY'
    await renderApp('/orders', { session })
    const usa = await screen.findByRole('article', { name: 'United States' }, SLOW)
    expect(within(usa).getByText('500 MB of 10 GB used')).toBeVisible()
    expect(
      within(card('South Korea')).getByText(/^JP¥[\d,]+\.\d{2}$|^¥[\d,]+\.\d{2}$/),
    ).toBeVisible()
    void user
  })

  it('warns when data runs low or the eSIM expires within a day, with a one-tap top-up', async () => {
    const { find } = await openOrders()
    const thailand = card('Thailand')
    expect(within(thailand).getByRole('note')).toHaveTextContent('Only 10% of your data is left.')
    const topUp = within(thailand).getByRole('link', { name: 'Top up now' })
    expect(topUp).toHaveAttribute('href', `/topup?iccid=${find('th-data-10gb-30d').iccid}`)
    expect(within(card('United Kingdom')).getByRole('note')).toHaveTextContent(
      'Your plan ends in less than a day. Top up to add more days.',
    )
    expect(within(card('Europe')).queryByRole('note')).toBeNull()
  })

  it('offers the right actions per order', async () => {
    const { find } = await openOrders()
    const unpaid = screen.getAllByRole('article')[0]!
    expect(within(unpaid).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/topay?orderId=${find('jp-data-5gb-30d').orderId}`,
    )
    expect(within(unpaid).queryByRole('button', { name: 'Install eSIM' })).toBeNull()
    const fresh = screen.getAllByRole('article')[1]!
    for (const name of ['Install eSIM', 'Write a review', 'Request a refund']) {
      expect(within(fresh).getByRole('button', { name })).toBeVisible()
    }
    expect(within(fresh).getByRole('link', { name: 'Top up' })).toBeVisible()
    // A deleted eSIM can be neither installed again nor topped up.
    const deleted = card('South Korea')
    expect(within(deleted).queryByRole('button', { name: /install/i })).toBeNull()
    expect(within(deleted).queryByRole('link', { name: 'Top up' })).toBeNull()
    // An installed one shows its details and cannot be refunded.
    const active = card('Europe')
    expect(within(active).getByRole('button', { name: 'Installation details' })).toBeVisible()
    expect(within(active).queryByRole('button', { name: 'Request a refund' })).toBeNull()
  })

  it('says so when a tab is empty', async () => {
    const user = userEvent.setup()
    await renderApp('/orders', { session: signedIn('accountLogin', EMAIL) })
    expect(await screen.findByRole('heading', { name: 'No current eSIMs' }, SLOW)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find a destination' })).toHaveAttribute('href', '/')
    await user.click(screen.getByRole('tab', { name: 'Past' }))
    expect(await screen.findByRole('heading', { name: 'No past orders yet' })).toBeVisible()
  })

  it('offers a retry when the list fails to load', async () => {
    const user = userEvent.setup()
    const { session } = travellerWithOrders()
    mockApi.server.use(http.post('*/v3/query/orders', () => HttpResponse.error(), { once: true }))
    await renderApp('/orders', { session })
    const alert = await screen.findByRole('alert', undefined, SLOW)
    expect(alert).toHaveTextContent('Network error')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByRole('article', undefined, SLOW)).toHaveLength(7)
  })

  it('pages with "Load more"', async () => {
    const user = userEvent.setup()
    const { session } = travellerWithOrders()
    seedDemoOrders(mockApi.db, EMAIL)
    await renderApp('/orders', { session })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10), SLOW)
    expect(screen.getByText('Showing 10 of 14 orders')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Load more orders' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14))
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull()
  })

  it('reads in the visitor language', async () => {
    const { session } = travellerWithOrders()
    await renderApp('/ja/orders', { session })
    expect(await screen.findByRole('heading', { level: 1, name: '注文履歴' })).toBeVisible()
    expect(await screen.findAllByRole('article', { name: '日本' }, SLOW)).toHaveLength(2)
    expect(screen.getAllByText('利用中')).toHaveLength(3)
  })
})

describe('refund', () => {
  it('confirms, then shows Refunding, then Refunded on refresh', async () => {
    const { user, find } = await openOrders()
    const japan = find('jp-data-10gb-30d')
    const article = screen.getAllByRole('article')[1]!
    await user.click(within(article).getByRole('button', { name: 'Request a refund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund your Japan eSIM?' })
    expect(dialog).toHaveTextContent(/\$[\d.]+ will be refunded to your original payment method/)
    expect(dialog).toHaveTextContent('can then no longer be installed or used')
    await user.selectOptions(within(dialog).getByLabelText(/why/i), 'WRONG_PLAN')
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(/Refund requested/)).toBeVisible()
    expect(badge(screen.getAllByRole('article')[1]!)).toHaveTextContent('Refunding')
    const record = mockApi.db.data.orders.find((order) => order.orderId === japan.orderId)!
    expect(record).toMatchObject({ paymentStatus: 'REFUNDING', refundReason: 'WRONG_PLAN' })

    // The provider settles the refund; the next read shows it on the past tab.
    record.refundSettlesAt = Date.now() - 1
    await user.click(screen.getByRole('tab', { name: 'Past' }))
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((item) => badge(item).textContent)).toContain(
        'Status: Refunded',
      ),
    )
    expect(
      screen
        .getAllByRole('article')
        .filter((item) => /Refunded/.test(badge(item).textContent ?? '')),
    ).toHaveLength(2)
  })

  it('shows the server refusal in the dialog and keeps the order', async () => {
    const { user } = await openOrders()
    mockApi.server.use(
      http.post('*/v1/refund/order', () =>
        HttpResponse.json({
          code: 'RT_NOBEL_ERROR_40002',
          success: false,
          msg: 'The 30-day refund window for this order has passed',
          obj: null,
        }),
      ),
    )
    await user.click(
      within(screen.getAllByRole('article')[1]!).getByRole('button', { name: 'Request a refund' }),
    )
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('30-day refund window')
    await user.click(within(dialog).getByRole('button', { name: 'Keep my eSIM' }))
    expect(badge(screen.getAllByRole('article')[1]!)).toHaveTextContent('Undownload')
  })
})

describe('review', () => {
  it('takes 1 to 5 stars and a text, once', async () => {
    const { user, find } = await openOrders()
    const europe = find('eu-data-10gb-30d')
    await user.click(within(card('Europe')).getByRole('button', { name: 'Write a review' }))
    const dialog = await screen.findByRole('dialog', { name: 'Review your Europe eSIM' })
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose from 1 to 5 stars.')
    const stars = within(dialog).getByRole('group', { name: 'Your rating' })
    expect(within(stars).getAllByRole('radio')).toHaveLength(5)
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }))
    await user.type(within(dialog).getByRole('textbox'), 'Fast in Paris and Rome.')
    expect(within(dialog).getByText('23 of 1000 characters')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(/Thank you! Your review/)).toBeVisible()
    expect(within(card('Europe')).getByText('Thanks for your review.')).toBeVisible()
    expect(within(card('Europe')).queryByRole('button', { name: 'Write a review' })).toBeNull()
    expect(mockApi.db.data.reviews.at(-1)).toMatchObject({
      packageId: europe.package.packageId,
      rating: 4,
      text: 'Fast in Paris and Rome.',
    })
  })
})

describe('install kit', () => {
  async function openKit(name: string) {
    const app = await openOrders()
    const article = name === 'Japan' ? screen.getAllByRole('article')[1]! : card(name)
    await app.user.click(within(article).getByRole('button', { name: /install/i }))
    const dialog = await screen.findByRole('dialog', { name: 'Install your eSIM' })
    return { ...app, dialog }
  }

  it('shows the QR code, the codes with copy buttons and steps per phone', async () => {
    const { user, dialog, find } = await openKit('Japan')
    const order: OrderDto = find('jp-data-10gb-30d')
    const record = mockApi.db.data.orders.find((item) => item.orderId === order.orderId)!
    const qr = await within(dialog).findByRole('img', {
      name: `QR code to install the eSIM ${order.iccid}`,
    })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    const smdp = within(dialog).getByRole('group', { name: 'SM-DP+ address' })
    expect(within(smdp).getByRole('textbox')).toHaveValue('smdp.esim-mock.example')
    const code = within(dialog).getByRole('group', { name: 'Activation code' })
    expect(within(code).getByRole('textbox')).toHaveValue(record.activationCode)
    await user.click(within(code).getByRole('button', { name: 'Copy' }))
    expect(within(code).getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(within(code).getByRole('status')).toHaveTextContent('Activation code copied.')
    expect(await navigator.clipboard.readText()).toBe(record.activationCode)
    expect(within(dialog).getByRole('group', { name: /Full activation code/ })).toBeVisible()
    for (const guide of ['iPhone', 'Android (Google Pixel and others)', 'Samsung Galaxy']) {
      expect(within(dialog).getByText(guide)).toBeVisible()
    }
    // A desktop browser gets no one-tap link: it cannot install an eSIM on itself.
    expect(within(dialog).queryByRole('link', { name: /install on this iphone/i })).toBeNull()
    // Handing out the kit counts as the download: the label moves on.
    await user.keyboard('{Escape}')
    expect(badge(screen.getAllByRole('article')[1]!)).toHaveTextContent('Inactive')
  })

  it('falls back to selecting the code when the clipboard refuses', async () => {
    const { user, dialog } = await openKit('Europe')
    const smdp = await within(dialog).findByRole('group', { name: 'SM-DP+ address' })
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    })
    await user.click(within(smdp).getByRole('button', { name: 'Copy' }))
    expect(within(smdp).getByRole('status')).toHaveTextContent(/Selected/)
    expect(within(smdp).getByRole('textbox')).toHaveFocus()
  })

  it('offers a retry when the kit cannot be loaded', async () => {
    mockApi.server.use(http.post('*/v1/load/resource', () => HttpResponse.error(), { once: true }))
    const { user, dialog } = await openKit('Europe')
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('group', { name: 'SM-DP+ address' })).toBeVisible()
  })
})
