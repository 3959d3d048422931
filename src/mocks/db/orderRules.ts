import type { CreditPlanDto } from '../../api/contract/order'
import { REFUND_WINDOW_MS } from '../../api/contract/storeRules'

/**
 * The order side's numbers and fixed offers (docs/api.md, "Orders and payment"), apart from the
 * code that applies them: the refusals that quote a limit, the payment engine and the tests all
 * read the same figure from here.
 */

/** Every rule of the order side in one place, so docs/api.md and the tests can quote it. */
export const ORDER_RULES = {
  /** A redirect payment with a provider answer reads PENDING for this many status polls... */
  settlePolls: 2,
  /** ...or until this long after the answer, whichever ends first. */
  settleMs: 1500,
  /** REFUNDING becomes REFUNDED on the first read this long after the request. */
  refundSettleMs: 3000,
  /** A paid order can be refunded this long after payment (and only before installation). */
  refundWindowMs: REFUND_WINDOW_MS,
  /** A challenge or redirect nobody finishes is cancelled after this long. */
  abandonMs: 30 * 60_000,
  /** Idempotency records are kept this long. */
  idempotencyTtlMs: 24 * 3_600_000,
  reviewMaxLength: 1000,
  refundReasonMaxLength: 500,
  maxPageSize: 50,
  /**
   * An Active eSIM (PAID, INUSE, profile INSTALLED or ENABLED) uses this much data per minute
   * until its data or its validity runs out, so QA sees usage move (docs/qa.md).
   */
  usageMbPerMinute: 1,
} as const

// --- Seeded constants -------------------------------------------------------------------------

export const CREDIT_PLANS: readonly CreditPlanDto[] = [
  { creditPlanId: 'credit-20', priceUsd: 20, creditUsd: 22, popular: false },
  { creditPlanId: 'credit-50', priceUsd: 50, creditUsd: 57, popular: true },
  { creditPlanId: 'credit-100', priceUsd: 100, creditUsd: 120, popular: false },
]

export const SMDP_ADDRESS = 'smdp.esim-mock.example'

/** The id of account credit (BALANCE) in the method list. */
export const BALANCE_METHOD_ID = 9
