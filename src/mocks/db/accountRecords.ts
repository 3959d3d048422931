import type { MerchantRefDto, VerifyCodeType } from '../../api/contract/account'
import type { MockInboxEntry } from '../../api/contract/mockControl'

/**
 * What the account side of the mock database stores: accounts, verification codes, the inbox and
 * the counters behind the throttles of ACCOUNT_RULES (docs/api.md 3). Passwords are
 * kept only as salted hashes, as a real server would keep them.
 */

export interface AccountRecord {
  id: string
  /** Lower-cased: addresses are compared case-insensitively. */
  email: string
  kind: 'ACCOUNT' | 'GUEST'
  /** Empty for guests, who have no password. */
  salt: string
  passwordHash: string
  /** Visitor country when the account was created (UserInfoDto.country). */
  country: string
  merchant: MerchantRefDto | null
  sourceType: string | null
  createdAt: string
}

/** One live code per email and type; a new send replaces it. Times are epoch ms. */
export interface VerifyCodeRecord {
  email: string
  codeType: VerifyCodeType
  code: string
  sentAt: number
  expiresAt: number
  wrongAttempts: number
  verifiedAt: number | null
  /** The attribution sent with a REGISTER code, used when register itself carries none. */
  merchant: MerchantRefDto | null
}

/**
 * What the mock "mailed": verification codes and install kits. QA reads them in the lab's inbox,
 * tests through latestCode().
 */
export type InboxMessage = MockInboxEntry

export interface AccountData {
  accounts: Record<string, AccountRecord>
  /** Key: codeKey(email, codeType). */
  verifyCodes: Record<string, VerifyCodeRecord>
  /**
   * Last code request per email and type, kept apart from verifyCodes because a FINDPASSWORD
   * request for an unknown email must be throttled exactly like a known one.
   */
  codeRequests: Record<string, number>
  /** Newest first, at most ACCOUNT_RULES.inboxLimit. */
  inbox: InboxMessage[]
  /** checkToken -> the guest it may log in, until expiresAt (epoch ms). */
  checkTokens: Record<string, { email: string; expiresAt: number }>
  /** Per email, failed password logins inside the window and a lock end (epoch ms). */
  loginFailures: Record<string, { times: number[]; lockedUntil: number | null }>
  /** Per clientId, the times of its recent guest logins (epoch ms). */
  guestLogins: Record<string, number[]>
  /** Per clientId, the times of its recent requests to the account endpoints (authLimits.ts). */
  authRequests: Record<string, number[]>
  /** Per `client:<id>` and `email:<address>`, the times of recent wrong passwords and codes. */
  authFailures: Record<string, number[]>
  /** Per address, the times codes were sent to it, of both kinds. */
  codeSends: Record<string, number[]>
  /** Per email, the answer of /v1/promotion/registerUser, replayed on a repeat call. */
  promotionEnrolments: Record<
    string,
    { merchantId: number | null; promoCode: string | null; at: string }
  >
}

export function freshAccountData(): AccountData {
  return {
    accounts: {},
    verifyCodes: {},
    codeRequests: {},
    inbox: [],
    checkTokens: {},
    loginFailures: {},
    guestLogins: {},
    authRequests: {},
    authFailures: {},
    codeSends: {},
    promotionEnrolments: {},
  }
}
