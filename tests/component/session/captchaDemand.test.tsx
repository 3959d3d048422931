import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { setMockScenarios } from '../../support/scenarios'
import { latestCode } from '../../../src/mocks/db/accounts'
import { TEST_PASSWORD } from '../../support/credentials'
import { existingAccount } from '../../support/session'
import { selectIsLoggedIn } from '../../../src/app/hooks'

/**
 * Issue 14.3: RT_NOBEL_ERROR_10029 on any call that can answer it brings the captcha to where
 * the user is; ticked, the same action goes on with the token, nothing retyped or pressed again.
 * The scenarios stay on throughout: only the ticked token gets through.
 */
const EMAIL = 'traveller@example.com'
const TICK = 'Please tick the box to show you are not a robot.'

describe('a captcha demanded by the server', () => {
  it('appears on the login form and, ticked, logs in with what was typed', async () => {
    existingAccount(EMAIL)
    setMockScenarios('10029@/v1/user/login')
    const user = userEvent.setup()
    const { store } = await renderApp('/login')
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), EMAIL)
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByText(TICK)).toBeVisible()
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" })
    expect(box.closest('form')).toBe(
      screen.getByRole('textbox', { name: 'Email address' }).closest('form'),
    )
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMAIL)
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue(TEST_PASSWORD)
    expect(selectIsLoggedIn(store.getState())).toBe(false)

    await user.click(box)
    await waitFor(() => {
      expect(selectIsLoggedIn(store.getState())).toBe(true)
      expect(store.getState().session).toMatchObject({ loginType: 'accountLogin' })
    })
  })

  it('speaks the page’s language (ja)', async () => {
    existingAccount(EMAIL)
    setMockScenarios('10029@/v1/user/login')
    const user = userEvent.setup()
    const { store } = await renderApp('/ja/login')
    await user.type(await screen.findByRole('textbox', { name: 'メールアドレス' }), EMAIL)
    await user.type(screen.getByLabelText('パスワード', { selector: 'input' }), TEST_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'ログイン' }))
    expect(
      await screen.findByText(
        'ロボットではないことを確認するため、チェックボックスをオンにしてください。',
      ),
    ).toBeVisible()
    await user.click(await screen.findByRole('checkbox', { name: '私はロボットではありません' }))
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(true))
  })

  it('appears on sign-up and, ticked, sends the code', async () => {
    setMockScenarios('10029@/v1/send/verify-code')
    const user = userEvent.setup()
    await renderApp('/signup')
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'new@example.com',
    )
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Send verification code' }))
    expect(await screen.findByText(TICK)).toBeVisible()
    expect(mockApi.db.data.inbox).toEqual([])
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }))
    expect(
      await screen.findByRole('dialog', { name: 'Enter your verification code' }),
    ).toBeInTheDocument()
    expect(latestCode(mockApi.db, 'new@example.com', 'REGISTER')).toMatch(/^\d{6}$/)
  })

  it('appears on password recovery and, ticked, sends the code', async () => {
    existingAccount(EMAIL)
    setMockScenarios('10029@/v1/send/verify-code')
    const user = userEvent.setup()
    await renderApp('/forgotPwd')
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), EMAIL)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(TICK)).toBeVisible()
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }))
    expect(
      await screen.findByRole('dialog', { name: 'Enter your verification code' }),
    ).toBeInTheDocument()
  })

  it('appears in the code dialog when registering is refused, and keeps the code', async () => {
    setMockScenarios('10029@/v1/user/register')
    const user = userEvent.setup()
    const { store } = await renderApp('/signup')
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'new@example.com',
    )
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Send verification code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    const code = latestCode(mockApi.db, 'new@example.com', 'REGISTER')!
    await user.type(within(dialog).getAllByRole('textbox')[0]!, code)

    expect(await within(dialog).findByText(TICK)).toBeVisible()
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe(code)
    await user.click(await within(dialog).findByRole('checkbox', { name: "I'm not a robot" }))
    await waitFor(() => {
      expect(selectIsLoggedIn(store.getState())).toBe(true)
      expect(store.getState().session).toMatchObject({ email: 'new@example.com' })
    })
  })
})
