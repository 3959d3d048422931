import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { createAccount, latestCode } from '../../../src/mocks/db/accounts'
import { rememberPassword } from '../../../src/features/session/authThunks'

/** Issue 14.6: a reload in the middle of sign-up loses neither the address nor the code sent. */
const EMAIL = 'new.traveller@example.com'
const PASSWORD = 'Roam1ngFree'

/** What a reload does to the page's memory: the password typed is gone (it is never stored). */
function reloadMemory() {
  rememberPassword('')
}

describe('sign-up across a reload', () => {
  it('reopens the code dialog, asks for the password again (never stored) and finishes', async () => {
    const user = userEvent.setup()
    const first = await renderApp('/signup')
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), EMAIL)
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Send verification code' }))
    await screen.findByRole('dialog', { name: 'Enter your verification code' })
    const stored = JSON.stringify({ ...sessionStorage })
    expect(stored).toContain(EMAIL)
    expect(stored).not.toContain(PASSWORD)

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
    expect(store.getState().session.logined).toBe(false)

    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), PASSWORD)
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }))
    await waitFor(() =>
      expect(store.getState().session).toMatchObject({ logined: true, email: EMAIL }),
    )
    expect(sessionStorage.getItem('rw_code_flow')).toBeNull()
  })

  it('resumes password recovery with the code already mailed', async () => {
    createAccount(
      mockApi.db,
      { email: EMAIL, kind: 'ACCOUNT', country: 'US', merchant: null, sourceType: '' },
      PASSWORD,
    )
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
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), EMAIL)
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Send verification code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    first.unmount()
    await renderApp('/signup')
    await screen.findByRole('textbox', { name: 'Email address' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
