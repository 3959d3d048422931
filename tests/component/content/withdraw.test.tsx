import { describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { API } from '../../../src/api/contract/routes'

/** The first render loads the page chunk and its messages: slow on a busy machine. */
const FIRST_RENDER = { timeout: 10_000 }

type User = ReturnType<typeof userEvent.setup>

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full name' }),
  orderNo: () => screen.getByRole('textbox', { name: 'Order number' }),
  email: () => screen.getByRole('textbox', { name: 'Email for the acknowledgement' }),
}
const confirm = () => screen.getByRole('button', { name: 'Confirm withdrawal' })

async function openPage(url = '/withdraw', session?: { email: string }) {
  const app = await renderApp(url, session ? { session } : {})
  await screen.findByRole('heading', { level: 1, name: 'Withdraw from a contract' }, FIRST_RENDER)
  return app
}

async function enter(user: User, element: HTMLElement, text: string) {
  await user.click(element)
  await user.paste(text)
}

describe('the withdrawal function (/withdraw)', { timeout: 15_000 }, () => {
  it('is offered as "Withdraw from contract here" in the footer and on /withdrawal', async () => {
    await renderApp('/withdrawal')
    await screen.findByRole('heading', { level: 1, name: 'Right of withdrawal' }, FIRST_RENDER)
    const links = screen.getAllByRole('link', { name: 'Withdraw from contract here' })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toHaveAttribute('href', '/withdraw')
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', {
        name: 'Withdraw from contract here',
      }),
    ).toBeVisible()
  })

  it('fills in the order from the link and the signed-in email, and sends one statement', async () => {
    const user = userEvent.setup()
    await openPage('/withdraw?order=RW20261206123456', { email: 'lena@example.de' })
    expect(field.orderNo()).toHaveValue('RW20261206123456')
    expect(field.email()).toHaveValue('lena@example.de')
    expect(
      screen.getByText(
        'When you confirm, you send us this statement: “I withdraw from my contract for order RW20261206123456.”',
      ),
    ).toBeVisible()
    await enter(user, field.name(), 'Lena Vogel')
    const before = Date.now()
    await user.dblClick(confirm())

    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: "We've received your withdrawal" },
        FIRST_RENDER,
      ),
    ).toHaveFocus()
    expect(mockApi.db.data.withdrawals).toHaveLength(1)
    const record = mockApi.db.data.withdrawals[0]!
    expect(record).toMatchObject({
      name: 'Lena Vogel',
      orderNo: 'RW20261206123456',
      email: 'lena@example.de',
      lang: 'en',
    })
    expect(Date.parse(record.receivedAt)).toBeGreaterThanOrEqual(before)
    expect(screen.getByText(/^It reached us on/)).toHaveTextContent(
      /It reached us on .+\. We've emailed an acknowledgement with your statement and this time to lena@example\.de\./,
    )
    expect(screen.getByText('WDR-000001')).toBeVisible()
    expect(
      screen.getByText('I withdraw from my contract for order RW20261206123456.'),
    ).toBeVisible()
    expect(sessionStorage.getItem('draft:withdraw')).toBeNull()
  })

  it('explains every empty or wrong field on confirm, and sends nothing', async () => {
    const user = userEvent.setup()
    await openPage()
    await enter(user, field.orderNo(), 'RW/2026')
    await user.click(confirm())
    expect(field.name()).toHaveFocus()
    expect(field.name()).toHaveAccessibleDescription('Please enter your name.')
    expect(field.orderNo()).toHaveAccessibleDescription(
      "It's in your confirmation email and in My orders, for example RW20261206123456. For a top-up, give the order number of its eSIM. Please check the order number: it has only letters and digits, like RW20261206123456.",
    )
    expect(field.email()).toHaveAccessibleDescription(
      'We send the acknowledgement of your withdrawal here. It can be a different address from the one you bought with. Please enter your email address.',
    )
    expect(mockApi.db.data.withdrawals).toEqual([])
  })

  it('keeps what was typed through a failure and a reload, and a retry sends it', async () => {
    const user = userEvent.setup()
    mockApi.server.use(
      http.post(`*${API.withdraw.path}`, () => HttpResponse.error(), { once: true }),
    )
    await openPage()
    await enter(user, field.name(), 'Lena Vogel')
    await enter(user, field.orderNo(), 'RW20261206123456')
    await enter(user, field.email(), 'lena@example.de')
    cleanup()
    await openPage()
    expect(field.name()).toHaveValue('Lena Vogel')
    await user.click(confirm())
    expect(
      await screen.findByText(
        "Your withdrawal hasn't reached us. Network error. Check your connection and try again. What you entered is kept.",
        {},
        FIRST_RENDER,
      ),
    ).toBeVisible()
    expect(field.email()).toHaveValue('lena@example.de')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('WDR-000001', {}, FIRST_RENDER)).toBeVisible()
  })

  it('uses the wording of German law: "Vertrag widerrufen", then "Widerruf bestätigen"', async () => {
    await renderApp('/de/withdraw')
    await screen.findByRole('heading', { level: 1, name: 'Vertrag widerrufen' }, FIRST_RENDER)
    expect(screen.getByRole('button', { name: 'Widerruf bestätigen' })).toBeEnabled()
    await waitFor(() => expect(document.title).toBe('Vertrag widerrufen | Roamwise'))
  })
})
