import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { makeStore } from '../../../src/app/store'
import { AppProviders } from '../../../src/app/AppProviders'
import { buildRoutes } from '../../../src/app/router/routes'
import { pages } from '../../../src/app/router/pages'
import { wireHttp } from '../../../src/app/wireHttp'
import { initialSessionState } from '../../../src/features/session/sessionSlice'
import { ORDER_LABELS, orderLabel } from '../../../src/features/order/orderLabel'
import { splitLocale } from '../../../src/i18n/localePath'
import { labPages } from '../../../src/qa/labels/labPages'
import { createTestI18n } from '../../support/i18n'

/** The app as a mock build starts it: the store's pages plus the lab's (src/main.tsx). */
async function renderLab(url: string) {
  const locale = splitLocale(new URL(url, 'http://localhost').pathname).locale
  const store = makeStore({ session: { ...initialSessionState, clientId: 'test-client', locale } })
  wireHttp(store)
  const i18n = await createTestI18n(locale)
  const router = createMemoryRouter(buildRoutes('roamwise', [...pages, ...labPages]), {
    initialEntries: [url],
  })
  render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  return { router, i18n }
}

const field = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name })
const card = () => screen.getByRole('article')
const badge = () => within(card()).getByText(/^Status:/).parentElement!
// Plain DOM for the 120 rows: role queries over the whole table are slow in jsdom.
const bodyRows = () =>
  [...screen.getByRole('table').querySelectorAll('tbody tr')] as HTMLTableRowElement[]
/** The whole app renders 120 rows per step; shared CI machines are slow. */
const SLOW = 60_000

describe('order label lab', { timeout: SLOW }, () => {
  it('reaches every label of SPEC 4.1 through the table, and the card shows it', async () => {
    const user = userEvent.setup()
    const { i18n } = await renderLab('/qa/order-labels')
    expect(bodyRows()).toHaveLength(4 * 5 * 6)

    for (const label of ORDER_LABELS) {
      const text = i18n.t(`orders:label.${label}`)
      await user.selectOptions(field('Show label'), label)
      const rows = bodyRows()
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) expect(row.cells[3]).toHaveTextContent(text)

      const link = rows[0]!.querySelector('a')!
      await user.click(link)
      expect(screen.getByText(`Label: ${text}`)).toHaveAttribute('data-label', label)
      expect(badge()).toHaveTextContent(text)
      expect(link).toHaveAttribute('aria-current', 'true')
    }
  })

  it('lists each combination once, labelled by the one label function', async () => {
    await renderLab('/qa/order-labels')
    const combinations = bodyRows().map((row) =>
      [...row.cells].slice(0, 3).map((cell) => cell.textContent),
    )
    expect(new Set(combinations.map((cells) => cells.join('/'))).size).toBe(4 * 5 * 6)
    for (const row of bodyRows()) {
      const [paymentStatus, state, installStatus, label] = row.cells
      expect(label).toHaveAttribute(
        'data-label',
        orderLabel({
          paymentStatus: paymentStatus!.textContent as never,
          state: state!.textContent as never,
          installStatus: installStatus!.textContent as never,
        }),
      )
    }
  })

  it('opens the combination of a shared URL, in its language', async () => {
    await renderLab('/ja/qa/order-labels?payment=refunding&state=INUSE&install=deleted')
    expect(field('支払いステータス')).toHaveValue('REFUNDING')
    expect(field('状態')).toHaveValue('INUSE')
    expect(field('インストール状況')).toHaveValue('DELETED')
    expect(field('言語')).toHaveValue('ja')
    expect(screen.getByText('ラベル：返金処理中')).toBeInTheDocument()
    expect(within(card()).getByText('返金処理中')).toBeInTheDocument()
  })

  it('writes every choice to the URL, and that URL reads back the same choice', async () => {
    const user = userEvent.setup()
    const { router } = await renderLab('/de/qa/order-labels?scenario=slow')
    await user.selectOptions(field('Zahlungsstatus'), 'PAID')
    await user.selectOptions(field('Zustand'), 'VALID')
    await user.selectOptions(field('Installationsstatus'), 'UNDOWNLOAD')
    const { pathname, search } = router.state.location
    const query = new URLSearchParams(search)
    expect(pathname).toBe('/de/qa/order-labels')
    expect(Object.fromEntries(query)).toEqual({
      scenario: 'slow',
      payment: 'PAID',
      state: 'VALID',
      install: 'UNDOWNLOAD',
    })
    const shared = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Link zu dieser Kombination',
    })
    expect(shared.value).toBe(`${window.location.origin}${pathname}${search}`)

    router.dispose()
    document.body.innerHTML = ''
    await renderLab(`${pathname}${search}`)
    expect(field('Zahlungsstatus')).toHaveValue('PAID')
    expect(field('Zustand')).toHaveValue('VALID')
    expect(field('Installationsstatus')).toHaveValue('UNDOWNLOAD')
    expect(screen.getByText('Label: Noch nicht installiert')).toBeInTheDocument()
  })

  it('switches the language and keeps the combination', async () => {
    const user = userEvent.setup()
    const { router } = await renderLab(
      '/qa/order-labels?payment=PAID&state=EXPIRED&install=ENABLED',
    )
    await user.selectOptions(field('Language'), 'zh-HK')
    expect(router.state.location.pathname).toBe('/zh-HK/qa/order-labels')
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('EXPIRED')
  })

  it('opens the default combination when a link carries unknown values', async () => {
    await renderLab('/qa/order-labels?payment=LOST&state=&install=ENABLED')
    expect(field('Payment status')).toHaveValue('PAID')
    expect(field('State')).toHaveValue('INUSE')
    expect(screen.getByText('Label: Active')).toBeInTheDocument()
  })

  it('copies the link, and tells when the browser blocks copying', async () => {
    const user = userEvent.setup()
    await renderLab('/qa/order-labels?payment=UNPAID&state=VALID&install=UNDOWNLOAD')
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/qa/order-labels?payment=UNPAID&state=VALID&install=UNDOWNLOAD`,
    )

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText(/blocked copying/)).toBeInTheDocument()
  })
})
