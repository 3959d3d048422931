import { describe, expect, it } from 'vitest'
import { hasRedeemed, submitRedeem } from '../../../src/api/endpoints/promo'
import type { RedeemType } from '../../../src/api/contract/promo'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { MSG, refused } from './failureSupport'
import { loginWithPassword } from '../../../src/api/endpoints/account'
import {
  PASSWORD,
  advance,
  client,
  loginAsNewGuest,
  registerAndLogin,
  signIn,
  wireAccountClient,
} from './accountSupport'

wireAccountClient()

const KINDS: readonly RedeemType[] = ['PROMO_CODE', 'SIGNUP_GIFT', 'PARTNER_GIFT']

async function redeemedKinds(email: string): Promise<RedeemType[]> {
  const answers = await Promise.all(KINDS.map((kind) => hasRedeemed(email, kind)))
  return KINDS.filter((_, index) => answers[index])
}

describe('POST /v2/isRedeemedByRedeemType', () => {
  it('answers per kind of code, for the account that asks', async () => {
    const { email } = await registerAndLogin('gift@example.com')
    expect(await redeemedKinds(email)).toEqual([])

    await submitRedeem(email, 'WELCOME5')
    expect(await redeemedKinds(email)).toEqual(['SIGNUP_GIFT'])

    // A refused code (expired) is not a redemption.
    await expect(submitRedeem(email, 'SUMMER2025')).rejects.toMatchObject({
      msg: MSG.promoExpired,
    })
    expect(await hasRedeemed(email, 'PROMO_CODE')).toBe(false)

    await submitRedeem(email, 'TRAVEL10')
    expect(await redeemedKinds(email)).toEqual(['SIGNUP_GIFT', 'PARTNER_GIFT'])
    // The address is compared as the server stores it.
    expect(await hasRedeemed(` ${email.toUpperCase()} `, 'SIGNUP_GIFT')).toBe(true)
  })

  it('is for account logins, about their own account, with a known kind', async () => {
    const { email } = await registerAndLogin('asker@example.com')
    await expect(hasRedeemed('someone.else@example.com', 'SIGNUP_GIFT')).rejects.toMatchObject(
      refused('otherAccountQuery'),
    )
    await expect(hasRedeemed(email, 'COUPON' as RedeemType)).rejects.toMatchObject(
      refused('badRedeemType'),
    )

    const guest = await loginAsNewGuest()
    await expect(hasRedeemed(guest.email, 'SIGNUP_GIFT')).rejects.toMatchObject(
      refused('needsAccount'),
    )
    client.token = ''
    await expect(hasRedeemed(email, 'SIGNUP_GIFT')).rejects.toMatchObject({
      code: ERROR_CODES.unauthorized,
    })
  })
})

describe('the sign-up gift is for new accounts (issue 46.4)', () => {
  it('refuses WELCOME5 on an account older than 30 days, and gives it to a new one once', async () => {
    const { email } = await registerAndLogin('old@example.com')
    advance(31 * 86_400_000)
    // Logged in again: the first session has been idle for 31 days.
    signIn(await loginWithPassword(email, PASSWORD))
    await expect(submitRedeem(email, 'WELCOME5')).rejects.toMatchObject({
      code: ERROR_CODES.promoNewAccountsOnly,
      msg: 'This promo code is for new accounts only',
    })
    const fresh = await registerAndLogin('new@example.com')
    await expect(submitRedeem(fresh.email, 'WELCOME5')).resolves.toBe(true)
  })
})
