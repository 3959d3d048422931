import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { PROMO_IDLE_MS } from '../../../src/features/catalogue/home/useIdleDialog'

// Real time keeps msw and React running; only the idle wait is skipped ahead.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

async function idle(ms = PROMO_IDLE_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** The cookie notice answered: while it shows, the promotion waits for it (one overlay at a time). */
const answered = { session: { cookieVisible: 2 } }

describe('promotional dialog', () => {
  it('waits for the cookie notice to be answered before it interrupts', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await renderApp('/')
    await screen.findByRole('region', { name: 'Popular plans' })
    await idle(PROMO_IDLE_MS * 2)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    await idle(PROMO_IDLE_MS)
    expect(await screen.findByRole('dialog', { name: 'Holiday travel deals' })).toBeVisible()
  })

  it('waits until the page is idle, shows once per visit and closes on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const first = await renderApp('/', answered)
    await screen.findByRole('region', { name: 'Popular plans' })
    await idle(PROMO_IDLE_MS - 1000)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await idle(1000)
    const dialog = await screen.findByRole('dialog', { name: 'Holiday travel deals' })
    expect(dialog).toHaveTextContent('Save up to 30%')
    expect(screen.getByRole('link', { name: 'See the deals' })).toHaveAttribute(
      'href',
      '/esim-christmas-discount',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    first.unmount()
    await renderApp('/', answered)
    await screen.findByRole('region', { name: 'Popular plans' })
    await idle(PROMO_IDLE_MS * 2)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('starts the wait again while the visitor is busy', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await renderApp('/', answered)
    await screen.findByRole('region', { name: 'Popular plans' })
    await idle(PROMO_IDLE_MS - 500)
    await user.click(screen.getByRole('heading', { level: 1 }))
    await idle(PROMO_IDLE_MS - 500)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await idle(500)
    expect(await screen.findByRole('dialog', { name: 'Holiday travel deals' })).toBeVisible()
  })

  it('never opens over a form the visitor has used, nor while an answer is pending (issue 36.3)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await renderApp('/', answered)
    await screen.findByRole('region', { name: 'Popular plans' })
    const busy = document.createElement('div')
    busy.setAttribute('aria-busy', 'true')
    document.body.append(busy)
    await idle(PROMO_IDLE_MS * 3)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    busy.remove()

    await user.type(screen.getByRole('textbox', { name: 'Describe your trip' }), 'Rome')
    await user.click(screen.getByRole('heading', { level: 1 }))
    await idle(PROMO_IDLE_MS * 3)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens at most one promotion a visit, whichever it was', async () => {
    sessionStorage.setItem('rw_promo_dialogs_seen', JSON.stringify(['some-other-promotion']))
    await renderApp('/', answered)
    await screen.findByRole('region', { name: 'Popular plans' })
    await idle(PROMO_IDLE_MS * 3)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
