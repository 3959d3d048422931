import { mockApi } from './mockApi'
import { createAccount, findAccount, startSession } from '../../src/mocks/db/accounts'

import { TEST_PASSWORD } from './credentials'

export { TEST_PASSWORD }

/** An account in the mock database that logs in with TEST_PASSWORD (a guest has no password). */
export function existingAccount(
  email = 'traveller@example.com',
  kind: 'ACCOUNT' | 'GUEST' = 'ACCOUNT',
) {
  return createAccount(
    mockApi.db,
    { email, kind, country: 'US', merchant: null, sourceType: '' },
    kind === 'ACCOUNT' ? TEST_PASSWORD : undefined,
  )
}

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
    existingAccount(email, loginType === 'accountLogin' ? 'ACCOUNT' : 'GUEST')
  const token = startSession(mockApi.db, account)
  return { token, email: account.email, loginType }
}
