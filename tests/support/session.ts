import { mockApi } from './mockApi'
import { createAccount, findAccount, startSession } from '../../src/mocks/db/accounts'

export const TEST_PASSWORD = 'Passw0rd!'

/**
 * A signed-in session the mock server accepts: an account (or guest) in the mock database and
 * a real token for it, so the app's user-info check keeps the visitor signed in.
 */
export function signedIn(
  loginType: 'accountLogin' | 'guestLogin',
  email = loginType === 'accountLogin' ? 'traveller@example.com' : 'guest-1@guest.roamwise.example',
) {
  const account =
    findAccount(mockApi.db, email) ??
    createAccount(
      mockApi.db,
      {
        email,
        kind: loginType === 'accountLogin' ? 'ACCOUNT' : 'GUEST',
        country: 'US',
        merchant: null,
        sourceType: '',
      },
      loginType === 'accountLogin' ? TEST_PASSWORD : undefined,
    )
  const token = startSession(mockApi.db, account)
  return { logined: true, token, email: account.email, loginType }
}
