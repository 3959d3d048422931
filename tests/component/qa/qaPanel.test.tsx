import { describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import QaPanel from '../../../src/qa/QaPanel'
import { createMockControl } from '../../../src/mocks/control'
import { configureHttp } from '../../../src/api/http'
import { sendRegisterCode } from '../../../src/api/endpoints/account'
import { mockApi } from '../../support/mockApi'
import { createTestI18n } from '../../support/i18n'
import { seedDemoOrders } from '../../../src/mocks/db/seedOrders'
import { TEST_PASSWORD } from '../../support/credentials'
import { existingAccount } from '../../support/session'
import { setMockScenarios } from '../../support/scenarios'

async function renderPanel() {
  const control = createMockControl(mockApi.db)
  render(
    <I18nextProvider i18n={await createTestI18n('en')}>
      <QaPanel control={control} />
    </I18nextProvider>,
  )
  await userEvent.setup().click(screen.getByRole('button', { name: 'QA' }))
  return control
}

describe('QA lab panel', () => {
  it('shows a verification code as soon as the mock "mails" it', async () => {
    await renderPanel()
    expect(screen.getByText('No mail sent yet.')).toBeInTheDocument()
    configureHttp({ getClientId: () => 'qa-client' })
    await act(() => sendRegisterCode('qa.tester@example.com', TEST_PASSWORD))
    const inbox = screen.getByRole('region', { name: 'Mock inbox' })
    const [mail] = mockApi.db.data.inbox
    const code = mail && 'code' in mail ? mail.code : ''
    expect(within(inbox).getByText(code)).toBeInTheDocument()
    expect(within(inbox).getByText('qa.tester@example.com')).toBeInTheDocument()
  })

  it('shows the notice a sign-up for a taken address mails instead of a code', async () => {
    existingAccount('qa.owner@example.com')
    await renderPanel()
    configureHttp({ getClientId: () => 'qa-client' })
    await act(() => sendRegisterCode('qa.owner@example.com', TEST_PASSWORD))
    const inbox = screen.getByRole('region', { name: 'Mock inbox' })
    expect(within(inbox).getByText('qa.owner@example.com')).toBeInTheDocument()
    expect(within(inbox).getByText(/You already have an account/)).toBeInTheDocument()
  })

  it('changes the visitor country and the captcha demand of the mock server', async () => {
    const user = userEvent.setup()
    await renderPanel()
    await user.selectOptions(screen.getByRole('combobox', { name: "Visitor's country" }), 'JP')
    await user.click(screen.getByRole('checkbox', { name: /demand a captcha/i }))
    expect(mockApi.db.data.settings).toMatchObject({ visitorCountry: 'JP', demandCaptcha: true })
  })

  it('resets the mock database after a confirmation', async () => {
    const user = userEvent.setup()
    mockApi.db.data.settings.demandCaptcha = true
    await renderPanel()
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    await user.click(screen.getByRole('button', { name: 'Reset the mock database' }))
    expect(mockApi.db.data.settings.demandCaptcha).toBe(false)
    expect(reload).toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('sets a fault for one endpoint from the list, shows it as a URL, and clears it', async () => {
    const user = userEvent.setup()
    await renderPanel()
    const section = screen.getByRole('region', { name: 'Fault scenarios' })
    expect(within(section).getByText('No scenario: the mock answers normally.')).toBeInTheDocument()
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Fault' }), '500')
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Endpoint' }),
      '/v3/query/orders',
    )
    await user.click(within(section).getByRole('button', { name: 'Apply scenario' }))
    expect(mockApi.control.scenarios()).toEqual([{ fault: '500', path: '/v3/query/orders' }])
    expect(within(section).getByText('?mock=500@/v3/query/orders')).toBeInTheDocument()

    await user.click(
      within(section).getByRole('button', { name: 'Clear HTTP 500 · /v3/query/orders' }),
    )
    expect(mockApi.control.scenarios()).toEqual([])
    expect(within(section).getByText('No scenario: the mock answers normally.')).toBeInTheDocument()
  })

  it('asks for the delay of a slow answer and can strike only the next request', async () => {
    const user = userEvent.setup()
    await renderPanel()
    const section = screen.getByRole('region', { name: 'Fault scenarios' })
    expect(within(section).queryByRole('spinbutton', { name: 'Delay (ms)' })).toBeNull()
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Fault' }), 'slow')
    const delay = within(section).getByRole('spinbutton', { name: 'Delay (ms)' })
    await user.clear(delay)
    await user.type(delay, '1500')
    await user.click(within(section).getByRole('checkbox', { name: 'Next request only' }))
    await user.click(within(section).getByRole('button', { name: 'Apply scenario' }))
    expect(mockApi.control.scenarios()).toEqual([{ fault: 'slow', delayMs: 1500, once: true }])
    expect(within(section).getByText(/Slow answer · 1500 ms · Every endpoint · once/)).toBeVisible()
  })

  it('says the store gives up sooner while a timeout scenario is active', async () => {
    const user = userEvent.setup()
    await renderPanel()
    const section = screen.getByRole('region', { name: 'Fault scenarios' })
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Fault' }), 'timeout')
    await user.click(within(section).getByRole('button', { name: 'Apply scenario' }))
    expect(within(section).getByText(/gives up after 5 s instead of 60 s/)).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Clear all scenarios' }))
    expect(within(section).queryByText(/gives up after/)).toBeNull()
  })

  it('shows the client timeout that a timeout rule names, to the tenth of a second', async () => {
    setMockScenarios('timeout:1500@/v3/query/orders')
    await renderPanel()
    const section = screen.getByRole('region', { name: 'Fault scenarios' })
    expect(
      within(section).getByText('Timeout (no answer) · 1500 ms · /v3/query/orders'),
    ).toBeInTheDocument()
    expect(within(section).getByText(/gives up after 1.5 s instead of 60 s/)).toBeInTheDocument()
    expect(within(section).getByText('?mock=timeout:1500@/v3/query/orders')).toBeInTheDocument()
  })

  it('jumps an order of the mock database to a chosen state', async () => {
    const user = userEvent.setup()
    seedDemoOrders(mockApi.db, 'support.case@example.com')
    const unpaid = mockApi.db.data.orders.find((order) => order.paymentStatus === 'UNPAID')!
    await renderPanel()
    const section = screen.getByRole('region', { name: 'Move an order to another state' })
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Order' }),
      unpaid.orderId,
    )
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Payment status' }),
      'REFUNDED',
    )
    await user.selectOptions(within(section).getByRole('combobox', { name: 'State' }), 'EXPIRED')
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Install status' }),
      'DELETED',
    )
    await user.click(within(section).getByRole('button', { name: 'Set order state' }))
    expect(mockApi.db.data.orders.find((order) => order.orderId === unpaid.orderId)).toMatchObject({
      paymentStatus: 'REFUNDED',
      state: 'EXPIRED',
      installStatus: 'DELETED',
    })
    expect(within(section).getByRole('status')).toHaveTextContent(
      `Order ${unpaid.orderNo} is now REFUNDED · EXPIRED · DELETED.`,
    )
  })

  it('opens and closes from the keyboard and gives focus back to its tab', async () => {
    const user = userEvent.setup()
    await renderPanel()
    const toggle = screen.getByRole('button', { name: 'QA' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    expect(screen.queryByRole('region', { name: 'Fault scenarios' })).toBeNull()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Close the QA lab' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})
