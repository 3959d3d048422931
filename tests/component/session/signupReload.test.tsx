import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { latestCode } from '../../../src/mocks/db/accounts'
import { rememberPassword } from '../../../src/features/session/authThunks'
import { TEST_PASSWORD } from '../../support/credentials'
import { existingAccount } from '../../support/session'
import { selectIsLoggedIn } from '../../../src/app/hooks'

/** Issue 14.6: a reload in the middle of sign-up loses neither the address nor the code sent. */
const EMAIL = 'new.traveller@example.com'

/** Fills the sign-up form and sends it. */
async function sendSignup(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Email address' }), EMAIL)
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD)
  await user.click(screen.getByRole('button', { name: 'Send verification code' }))
}

/** What a reload does to the page's memory: the password typed is gone (it is never stored). */
function reloadMemory() {
  rememberPassword('')
}

describe('sign-up across a reload', () => {
  it('reopens the code dialog, asks for the password again (never stored) and finishes', async () => {
    const user = userEvent.setup()
    const first = await renderApp('/signup')
    await sendSignup(user)
    await screen.findByRole('dialog', { name: 'Enter your verification code' })
    const stored = JSON.stringify({ ...sessionStorage })
    expect(stored).toContain(EMAIL)
    expect(stored).not.toContain(TEST_PASSWORD)

    first.unmount()
    reloadMemory()
    const { store } = await renderApp('/signup')
    const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    expect(within(dialog).getByText(/\*+ler@/)).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMAIL)
    // The code already mailed still works: no second one was asked for.
    expect(mockApi.db.data.inbox.filter((mail) => mail.email === EMAIL)).toHaveLength(1)

    const code = latestCode(mockApi.db, EMAIL, 'REGISTER')!
    await user.type(within(dialog).getAllByRole('textbox')[0]!, code)
    expect(
      await within(dialog).findByText('Enter your password to finish creating your account.'),
    ).toBeVisible()
    expect(selectIsLoggedIn(store.getState())).toBe(false)

    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD)
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }))
    await waitFor(() => {
      expect(selectIsLoggedIn(store.getState())).toBe(true)
      expect(store.getState().session).toMatchObject({ email: EMAIL })
    })
    expect(sessionStorage.getItem('rw_code_flow')).toBeNull()
  })

  it('resumes password recovery with the code already mailed', async () => {
    existingAccount(EMAIL)
    const user = userEvent.setup()
    const first = await renderApp('/forgotPwd')
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), EMAIL)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByRole('dialog', { name: 'Enter your verification code' })
    first.unmount()

    const { router } = await renderApp('/forgotPwd')
    const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    const code = latestCode(mockApi.db, EMAIL, 'FINDPASSWORD')!
    await user.type(within(dialog).getAllByRole('textbox')[0]!, code)
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetpwd'))
  })

  it('does not reopen a dialog the visitor closed', async () => {
    const user = userEvent.setup()
    const first = await renderApp('/signup')
    await sendSignup(user)
    const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    first.unmount()
    await renderApp('/signup')
    await screen.findByRole('textbox', { name: 'Email address' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('a code asked for too soon', () => {
  it('opens the dialog for the code already mailed when the form is sent again', async () => {
    const user = userEvent.setup()
    const { store } = await renderApp('/signup')
    await sendSignup(user)
    const first = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    await user.click(within(first).getByRole('button', { name: 'Close' }))

    // Within the server's minute: no second mail, but the way on is the code already sent.
    await user.click(screen.getByRole('button', { name: 'Send verification code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    expect(mockApi.db.data.inbox.filter((mail) => mail.email === EMAIL)).toHaveLength(1)
    expect(screen.queryByText(/Please wait/)).toBeNull()
    const code = latestCode(mockApi.db, EMAIL, 'REGISTER')!
    await user.type(within(dialog).getAllByRole('textbox')[0]!, code)
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(true))
  })

  it('says how many seconds remain when the server refuses a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      await renderApp('/signup')
      await sendSignup(user)
      const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
      // A server with a longer throttle than the dialog's 180 s refuses, and says for how long.
      mockApi.server.use(
        http.post(
          '*/v1/send/verify-code',
          () =>
            HttpResponse.json({
              code: 'RT_NOBEL_ERROR_41205',
              success: false,
              msg: 'Please wait before requesting another code',
              obj: { retryAfterSeconds: 42 },
            }),
          { once: true },
        ),
      )
      // The timer ticks a second at a time, each tick after React drew the last.
      for (let second = 0; second <= 180; second += 1) {
        await act(() => vi.advanceTimersByTimeAsync(1000))
      }
      await user.click(await within(dialog).findByRole('button', { name: 'Send a new code' }))
      expect(
        await within(dialog).findByText('Please wait: you can request a new code in 42s.'),
      ).toBeVisible()
      expect(within(dialog).getByText(/You can request a new code in 4[12]s/)).toBeVisible()
    } finally {
      vi.useRealTimers()
    }
  })
})
