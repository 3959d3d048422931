import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ICAL from 'ical.js'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'
import { seedDemoOrders } from '../../../src/mocks/db/seedOrders'
import { createOrder, createPayment } from '../../../src/mocks/db/orderLifecycle'
import { applySuccess } from '../../../src/mocks/payment/paymentOutcome'
import { isoDay } from '../../../src/features/order/calendar/calendarDay'

/**
 * The browser's download is the edge: the file made into a Blob and the link clicked are what
 * the traveller gets. jsdom has neither object URLs nor downloads, so both are caught here.
 */
const handed: { name: string; type: string; blob: Blob }[] = []
let made: Blob | null = null
beforeEach(() => {
  handed.length = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    made = blob
    return 'blob:calendar'
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href === 'blob:calendar' && made)
      handed.push({ name: this.download, type: made.type, blob: made })
  })
})

const EMAIL = 'traveller@example.com'
const SLOW = { timeout: 4000 }

function inDays(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  return isoDay(date)
}

/** The events of the file handed to the browser, by their summaries and starts. */
async function handedOver() {
  expect(handed).toHaveLength(1)
  const { name, type, blob } = handed[0]!
  const text = await blob.text()
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .map((event) => ({
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
    }))
  return { name, type, events }
}

async function openOrders(url: string) {
  const user = userEvent.setup()
  const orders = seedDemoOrders(mockApi.db, EMAIL)
  await renderApp(url, { session: signedIn('accountLogin', EMAIL) })
  await screen.findAllByRole('article', undefined, SLOW)
  const find = (packageId: string) => orders.find((order) => order.package.packageId === packageId)!
  return { user, find }
}

describe('trip reminders in the calendar (issue 37.5)', { timeout: 20_000 }, () => {
  it('asks the day of the flight, then hands over the two reminders of an order', async () => {
    const { user, find } = await openOrders('/orders')
    const order = find('jp-data-10gb-30d')
    const card = screen
      .getAllByRole('article', { name: 'Japan' })
      .find((article) => within(article).queryByText(order.orderNo))!
    await user.click(within(card).getByRole('button', { name: 'Add to calendar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reminders for your trip' })
    expect(dialog).toHaveTextContent('install the eSIM on Wi-Fi the evening before')

    const day = within(dialog).getByLabelText('Day of your flight')
    const send = within(dialog).getByRole('button', { name: 'Download calendar file' })
    await user.click(send)
    expect(within(dialog).getByText('Choose the day you fly.')).toBeVisible()
    expect(day).toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(day, { target: { value: inDays(0) } })
    await user.click(send)
    expect(within(dialog).getByText(/Choose tomorrow or a later day/)).toBeVisible()
    expect(handed).toHaveLength(0)

    const flight = inDays(10)
    fireEvent.change(day, { target: { value: flight } })
    await user.click(send)
    await waitFor(() => expect(handed).toHaveLength(1))
    const { name, type, events } = await handedOver()
    expect(name).toBe(`Roamwise-${order.orderNo}.ics`)
    expect(type).toBe('text/calendar;charset=utf-8')
    expect(events).toEqual([
      {
        summary: 'Install your Japan eSIM',
        description: expect.stringContaining(
          `/orders?tab=current&kit=${order.orderId} and follow the steps. The plan’s validity starts when the eSIM first connects`,
        ),
        start: `${inDays(9)}T19:00:00`,
      },
      {
        summary: 'Landed? Turn on data roaming for your Japan eSIM',
        description: expect.stringContaining('choose the Roamwise eSIM for mobile data'),
        start: flight,
      },
    ])
    expect(await screen.findByText(/Calendar file downloaded/)).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers it only while the eSIM waits for its trip; once installed, the landing only', async () => {
    const { user } = await openOrders('/ja/orders')
    // In use already: nothing to remind.
    const active = screen.getAllByRole('article', { name: 'ヨーロッパ' })[0]!
    expect(within(active).queryByRole('button', { name: 'カレンダーに追加' })).toBeNull()
    // Installed, not yet in use.
    // The name Japanese shoppers use (locales/ja/areas.json), not Intl's アメリカ合衆国.
    const installed = screen.getByRole('article', { name: 'アメリカ' })
    await user.click(within(installed).getByRole('button', { name: 'カレンダーに追加' }))
    const dialog = await screen.findByRole('dialog', { name: '旅行のリマインダー' })
    expect(dialog).toHaveTextContent('到着したらデータローミングをオンにするよう')
    fireEvent.change(within(dialog).getByLabelText('出発日'), { target: { value: inDays(3) } })
    await user.click(
      within(dialog).getByRole('button', { name: 'カレンダーファイルをダウンロード' }),
    )
    await waitFor(() => expect(handed).toHaveLength(1))
    expect((await handedOver()).events.map((event) => event.summary)).toEqual([
      '到着したら：アメリカのeSIMのデータローミングをオンに',
    ])
  })

  it('is offered on the success page after paying, in the page’s language', async () => {
    const user = userEvent.setup()
    const pkg = mockApi.db.catalogue.packages.find((p) => p.packageId === 'cn-data-5gb-30d')
    expect(pkg?.activation).toBe('ON_INSTALL')
    const order = createOrder(mockApi.db, EMAIL, pkg!, 'USD')
    const payment = createPayment(mockApi.db, {
      purpose: 'ORDER',
      targetId: order.orderId,
      email: EMAIL,
      methodId: 1,
      amountUsd: pkg!.priceUsd,
      currency: 'USD',
    })
    applySuccess(mockApi.db, payment, Date.now())
    await renderApp(`/zh-HK/payment-success?paymentId=${payment.paymentId}`, {
      session: signedIn('accountLogin', EMAIL),
    })
    await user.click(await screen.findByRole('button', { name: '加入日曆' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '行程提醒' })
    fireEvent.change(within(dialog).getByLabelText('出發日期'), { target: { value: inDays(5) } })
    await user.click(within(dialog).getByRole('button', { name: '下載日曆檔案' }))
    await waitFor(() => expect(handed).toHaveLength(1))
    // This tab did not buy it, so the page knows neither the place nor when validity starts:
    // the reminder falls on the morning of the flight, which is right either way.
    const { events } = await handedOver()
    expect(events[0]).toMatchObject({
      summary: '安裝 Roamwise eSIM',
      start: `${inDays(5)}T07:00:00`,
    })
    expect(events[1]!.summary).toBe('已抵達？請為 eSIM 開啟數據漫遊')
  })
})
