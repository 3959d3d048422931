import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { existingAccount, signedIn, TEST_PASSWORD } from '../../support/session'
import { latestCode } from '../../../src/mocks/db/accounts'
import { COOKIE } from '../../../src/features/session/persistence'
import { selectIsLoggedIn } from '../../../src/app/hooks'

const NEW_EMAIL = 'new.traveller@example.com'

async function startSignup(user: ReturnType<typeof userEvent.setup>, url = '/signup') {
  const app = await renderApp(url)
  await user.type(await screen.findByRole('textbox', { name: 'Email address' }), NEW_EMAIL)
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD)
  await user.click(screen.getByRole('button', { name: 'Send verification code' }))
  const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
  return { ...app, dialog }
}

const boxes = (dialog: HTMLElement) => within(dialog).getAllByRole('textbox')

describe('sign-up with a verification code', () => {
  it('validates email and password rules before sending anything', async () => {
    const user = userEvent.setup()
    await renderApp('/signup')
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'not-an-email')
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'short')
    expect(screen.getByText('8 to 64 characters').closest('li')).toHaveAttribute(
      'data-met',
      'false',
    )
    await user.click(screen.getByRole('button', { name: 'Send verification code' }))
    expect(screen.getByText(/valid email address/)).toBeInTheDocument()
    expect(screen.getByText(/doesn't meet the rules/)).toBeInTheDocument()
    expect(mockApi.db.data.inbox).toEqual([])
  })

  it('registers, logs in and offers a promo code when there is no partner', async () => {
    const user = userEvent.setup()
    const { dialog, store, router } = await startSignup(user)
    expect(within(dialog).getByText(/\*+ler@/)).toBeInTheDocument()
    // The store never says whether an address is taken; the mail does, so the dialog says where.
    expect(
      within(dialog).getByText(/If this address already has an account, the email will say so/),
    ).toBeInTheDocument()
    const code = latestCode(mockApi.db, NEW_EMAIL, 'REGISTER')!
    await user.type(boxes(dialog)[0]!, code[0]!)
    expect(boxes(dialog)[1]).toHaveFocus()
    for (const [index, digit] of [...code.slice(1)].entries())
      await user.type(boxes(dialog)[index + 1]!, digit)
    expect(await screen.findByRole('dialog', { name: 'Your account is ready' })).toBeInTheDocument()
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(store.getState().session).toMatchObject({
      email: NEW_EMAIL,
      loginType: 'accountLogin',
    })
    expect(store.getState().session.analyticsUserId).not.toBe('')
    expect(JSON.parse(Cookies.get(COOKIE.login)!)).toMatchObject({
      logined: true,
      email: NEW_EMAIL,
      loginType: 'accountLogin',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await user.click(await screen.findByRole('button', { name: 'Redeem a promo code' }))
    expect(await screen.findByRole('dialog', { name: 'Redeem a promo code' })).toBeInTheDocument()
  })

  it('does not offer a promo code when the sign-up gift was already used', async () => {
    // An address that used the sign-up gift before (/v2/isRedeemedByRedeemType says so).
    mockApi.db.data.redemptions.push({ email: NEW_EMAIL, code: 'WELCOME5', at: '2025-01-01' })
    const user = userEvent.setup()
    const { dialog } = await startSignup(user)
    const code = latestCode(mockApi.db, NEW_EMAIL, 'REGISTER')!
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => code } })
    const success = await screen.findByRole('dialog', { name: 'Your account is ready' })
    const body = success.querySelector('.register-success')!
    await waitFor(() => expect(body).toHaveAttribute('aria-busy', 'false'))
    expect(within(success).queryByRole('button', { name: 'Redeem a promo code' })).toBeNull()
    expect(within(success).getByRole('button', { name: 'Start shopping' })).toBeVisible()
  })

  it('shows numeric-only for a letter, and a wrong code clears the boxes with the server message', async () => {
    const user = userEvent.setup()
    const { dialog } = await startSignup(user)
    await user.type(boxes(dialog)[0]!, 'a')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter numbers only.')
    expect(boxes(dialog)[0]).toHaveValue('')
    const code = latestCode(mockApi.db, NEW_EMAIL, 'REGISTER')!
    const wrong = code === '000000' ? '111111' : '000000'
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => wrong } })
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/incorrect/i))
    await waitFor(() => expect(boxes(dialog)[0]).toHaveFocus())
    expect(boxes(dialog).map((box) => (box as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ])
  })

  it('counts the resend down from 180 s, and closing resets everything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const { dialog, store } = await startSignup(user)
      expect(within(dialog).getByText(/in 180s/)).toBeInTheDocument()
      for (let second = 0; second < 3; second += 1)
        await act(async () => vi.advanceTimersByTime(1000))
      expect(within(dialog).getByText(/in 177s/)).toBeInTheDocument()
      await user.type(boxes(dialog)[0]!, '4')
      await user.click(within(dialog).getByRole('button', { name: 'Close' }))
      expect(store.getState().session.accountStatus).toBe(-1)
      // The server lets a new code be sent after a minute.
      await act(async () => vi.advanceTimersByTime(60_000))
      await user.click(screen.getByRole('button', { name: 'Send verification code' }))
      const reopened = await screen.findByRole('dialog', { name: 'Enter your verification code' })
      expect(within(reopened).getByText(/in 180s/)).toBeInTheDocument()
      expect(boxes(reopened)[0]).toHaveValue('')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('login', () => {
  it('logs in with email and password and goes home', async () => {
    const user = userEvent.setup()
    existingAccount()
    const { router, store } = await renderApp('/ja/login')
    await user.type(await screen.findByRole('textbox'), 'traveller@example.com')
    await user.type(document.querySelector('input[type="password"]')!, TEST_PASSWORD)
    await user.click(screen.getAllByRole('button', { name: /ログイン/ })[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja'))
    expect(store.getState().session.loginType).toBe('accountLogin')
  })

  it('shows the server message for a wrong password and keeps the email', async () => {
    const user = userEvent.setup()
    await renderApp('/login')
    const email = await screen.findByRole('textbox', { name: 'Email address' })
    await user.type(email, 'nobody@example.com')
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong1234')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument()
    expect(email).toHaveValue('nobody@example.com')
  })

  it('shows and hides the password', async () => {
    const user = userEvent.setup()
    await renderApp('/login')
    const field = await screen.findByLabelText('Password', { selector: 'input' })
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(field).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(field).toHaveAttribute('type', 'password')
  })
})

describe('guest login and the chooser', () => {
  it('opens the chooser from ?login=0 and continues as a guest without a captcha at home', async () => {
    const user = userEvent.setup()
    const { store } = await renderApp('/?login=0')
    const chooser = await screen.findByRole('dialog', { name: 'How would you like to continue?' })
    expect(within(chooser).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(within(chooser).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    )
    await user.click(within(chooser).getByRole('button', { name: 'Continue as guest' }))
    await waitFor(() => expect(store.getState().session.loginType).toBe('guestLogin'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks for the captcha when the server demands it, and continues once it is ticked', async () => {
    const user = userEvent.setup()
    mockApi.db.data.settings.demandCaptcha = true
    const { store } = await renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }))
    expect(await screen.findByText(/tick the box/i)).toBeInTheDocument()
    // Ticking is enough: the guest login goes on without a second press.
    await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }))
    await waitFor(() => expect(store.getState().session.loginType).toBe('guestLogin'))
  })

  it('shows the captcha up front for a visitor abroad and the tick message when it expires', async () => {
    const user = userEvent.setup()
    mockApi.db.data.settings.visitorCountry = 'JP'
    // The home page's first answer tells the app the visitor's country.
    await renderApp('/?login=0')
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" })
    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Let it expire' }))
    expect(screen.getByText(/tick the box/i)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }))
    expect(screen.getByText(/tick the box/i)).toBeInTheDocument()
  })
})

describe('password recovery and change', () => {
  it('goes from forgot password through the code to a new password', async () => {
    const user = userEvent.setup()
    existingAccount()
    const { router, store } = await renderApp('/forgotPwd')
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'traveller@example.com',
    )
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    const code = latestCode(mockApi.db, 'traveller@example.com', 'FINDPASSWORD')!
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => code } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetpwd'))
    await user.type(
      await screen.findByLabelText('New password', { selector: 'input' }),
      'N3wPassword',
    )
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(selectIsLoggedIn(store.getState())).toBe(true)
    expect(store.getState().session).toMatchObject({ email: 'traveller@example.com' })
  })

  it('changes the password of an account and refuses a wrong current one', async () => {
    const user = userEvent.setup()
    await renderApp('/changepwd', { session: signedIn('accountLogin') })
    await user.type(
      await screen.findByLabelText('Current password', { selector: 'input' }),
      'Wrong9999',
    )
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'N3wPassword')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Current password', { selector: 'input' }))
    await user.type(screen.getByLabelText('Current password', { selector: 'input' }), TEST_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument()
  })
})

describe('partner attribution', () => {
  it('keeps shortcode and subid for an hour, resolves the merchant and sends it with the code request', async () => {
    const user = userEvent.setup()
    const { store } = await renderApp('/signup?shortcode=TRAVELBLOG&subid=spring&gclid=abc')
    await waitFor(() => expect(store.getState().session.merchantId).toBe(1001))
    expect(store.getState().session).toMatchObject({
      shortCode: 'TRAVELBLOG',
      subId: 'spring',
      sourceType: 'GOOGLE_ADS',
    })
    expect(Cookies.get(COOKIE.shortCode)).toBe('TRAVELBLOG')
    expect(Cookies.get(COOKIE.subId)).toBe('spring')
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), NEW_EMAIL)
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), TEST_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Send verification code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter your verification code' })
    const code = latestCode(mockApi.db, NEW_EMAIL, 'REGISTER')!
    fireEvent.paste(boxes(dialog)[0]!, { clipboardData: { getData: () => code } })
    // With a partner: a toast instead of the register-success dialog.
    expect(await screen.findByText(/Welcome aboard/)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Your account is ready' })).not.toBeInTheDocument()
    expect(mockApi.db.data.accounts[NEW_EMAIL]).toMatchObject({
      merchant: { merchantId: 1001, merchantSubId: 'spring' },
      sourceType: 'GOOGLE_ADS',
    })
  })

  it('accepts c as the short code', async () => {
    const { store } = await renderApp('/?c=NOMADTIPS')
    await waitFor(() => expect(store.getState().session.merchantId).toBe(1002))
  })
})
