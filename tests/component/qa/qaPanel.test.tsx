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
    expect(screen.getByText('No codes sent yet.')).toBeInTheDocument()
    configureHttp({ getClientId: () => 'qa-client' })
    await act(() => sendRegisterCode('qa.tester@example.com', 'Roam1ngFree'))
    const inbox = screen.getByRole('region', { name: 'Mock inbox' })
    const code = mockApi.db.data.inbox[0]!.code
    expect(within(inbox).getByText(code)).toBeInTheDocument()
    expect(within(inbox).getByText('qa.tester@example.com')).toBeInTheDocument()
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
})
