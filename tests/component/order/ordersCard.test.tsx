import { describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { createTestI18n } from '../../support/i18n'
import { OrderCard } from '../../../src/features/order/orders/OrderCard'
import type { OrderDto } from '../../../src/api/contract/order'

const NOW = Date.parse('2025-06-10T12:00:00Z')
const ORDER: OrderDto = {
  orderId: 'ord-1',
  orderNo: 'RW2025061000001',
  iccid: '8901000000000000001',
  area: { areaId: 'area-eu', code: 'EU', slug: 'europe', type: 'REGION', name: 'Europe' },
  package: {
    packageId: 'eu-data-10gb-30d',
    type: 'DATA',
    dataMb: 10240,
    days: 30,
    activation: 'ON_FIRST_CONNECTION',
  },
  priceUsd: 19.49,
  currency: 'GBP',
  createdAt: '2025-06-01T08:00:00Z',
  expiresAt: '2025-06-30T08:00:00Z',
  usedMb: 1500,
  totalMb: 10240,
  usageUpdatedAt: '2025-06-10T10:00:00Z',
  paymentStatus: 'PAID',
  state: 'INUSE',
  installStatus: 'ENABLED',
  reviewed: false,
  paidAt: '2025-06-01T08:01:00Z',
}

async function renderCard(
  props: Partial<Parameters<typeof OrderCard>[0]> = {},
  lng: 'en' | 'ja' = 'en',
  name = 'Europe',
) {
  const i18n = await createTestI18n(lng)
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <OrderCard order={ORDER} locale={lng} now={NOW} {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  )
  return screen.getByRole('article', { name })
}

describe('OrderCard (props in, events out)', () => {
  it('shows the order as the customer sees it, read-only for support', async () => {
    const card = await renderCard({ readOnly: true })
    expect(within(card).getByText('Active')).toBeVisible()
    expect(within(card).getByText('1 GB 476 MB of 10 GB used')).toBeVisible()
    expect(within(card).getByText('£17.15')).toBeVisible()
    expect(within(card).queryByRole('button')).toBeNull()
    expect(within(card).queryByRole('link')).toBeNull()
  })

  it('reports actions as events with the order', async () => {
    const user = userEvent.setup()
    const onInstall = vi.fn()
    const onReview = vi.fn()
    const card = await renderCard({ onInstall, onReview })
    await user.click(within(card).getByRole('button', { name: 'Installation details' }))
    await user.click(within(card).getByRole('button', { name: 'Write a review' }))
    expect(onInstall).toHaveBeenCalledWith(ORDER)
    expect(onReview).toHaveBeenCalledWith(ORDER)
    // No refund handler, no refund button (and an eSIM in use cannot be refunded anyway).
    expect(within(card).queryByRole('button', { name: 'Request a refund' })).toBeNull()
  })

  it('dates the purchase by its payment, or by its opening while unpaid', async () => {
    const purchased = (card: HTMLElement) =>
      within(card).getByText('Purchased').nextElementSibling!.textContent
    const opened = { createdAt: '2025-05-20T09:00:00Z' }
    const paidLater = await renderCard({
      order: { ...ORDER, ...opened, paidAt: '2025-06-02T10:00:00Z' },
    })
    expect(purchased(paidLater)).toBe('2 Jun 2025')
    cleanup()
    const unpaid = await renderCard({
      order: { ...ORDER, ...opened, paymentStatus: 'UNPAID', paidAt: null },
    })
    expect(purchased(unpaid)).toBe('20 May 2025')
  })

  it('says until when it can be refunded and what ends that, or why not (issue 37.3)', async () => {
    const refund = (card: HTMLElement) =>
      within(card).getByText('Refund').nextElementSibling!.textContent
    const fresh = { state: 'VALID', installStatus: 'UNDOWNLOAD', expiresAt: null } as const
    expect(refund(await renderCard({ order: { ...ORDER, ...fresh } }))).toBe(
      "Refundable until 1 Jul 2025, 08:01, as long as the eSIM isn't installed on a phone",
    )
    cleanup()
    expect(refund(await renderCard())).toBe(
      "No longer refundable: the eSIM is installed on a phone. If it doesn't work, contact us.",
    )
    cleanup()
    const late = { ...fresh, paidAt: '2025-05-01T08:00:00Z' }
    expect(refund(await renderCard({ order: { ...ORDER, ...late } }))).toBe(
      'Not refundable: the 30-day refund period ended on 31 May 2025',
    )
    cleanup()
    const japanese = await renderCard({ order: { ...ORDER, ...fresh } }, 'ja', 'ヨーロッパ')
    expect(within(japanese).getByText('返金').nextElementSibling!.textContent).toBe(
      '2025/07/01 8:01まで返金可能（eSIMをスマートフォンにインストールしていない場合）',
    )
  })

  it('forecasts whether the data lasts, and offers a top-up before it runs out (issue 37.4)', async () => {
    // 1.5 GB of 10 GB in the 9 days since 1 June: it lasts to 30 June.
    const card = await renderCard()
    expect(
      within(card).getByText('At this pace your data lasts until the plan ends on 30 Jun 2025.'),
    ).toBeVisible()
    cleanup()
    // 8 GB in 9 days: runs out about 11 June, before 30 June.
    const hungry = await renderCard({ order: { ...ORDER, usedMb: 8192 } })
    const line = within(hungry).getByText(/^At this pace your data runs out around/)
    expect(line).toHaveTextContent(
      'At this pace your data runs out around 12 Jun 2025, before the plan ends on 30 Jun 2025. Top up before then',
    )
    expect(within(line).getByRole('link', { name: 'Top up before then' })).toHaveAttribute(
      'href',
      '/topup?iccid=8901000000000000001',
    )
  })

  it('names regions from the message files', async () => {
    const i18n = await createTestI18n('de')
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <OrderCard order={ORDER} locale="de" now={NOW} readOnly />
        </MemoryRouter>
      </I18nextProvider>,
    )
    expect(screen.getByRole('article', { name: 'Europa' })).toBeVisible()
    expect(screen.getByText('Aktiv')).toBeVisible()
  })
})
