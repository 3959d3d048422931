import type { InstallStatus, OrderUsageState } from './order'

/**
 * The store's promises, stated once (docs/product.md, "The store's rules"). The client's order
 * rules, the mock's server rules and every message that quotes one of them read the figure from
 * here: messages take it as a placeholder (`{{refundDays}}`, `{{fairUseHours}}`, ...), never as
 * a number written into the text, and tests/unit/storeRuleMessages.test.ts keeps it that way.
 */
export const STORE_RULES = {
  /** A full refund, for any reason, for an eSIM not yet installed, this many days after payment. */
  refundDays: 30,
  /**
   * Install statuses that still allow that refund: the profile is not on a phone. DOWNLOAD means
   * the install kit was handed out (shown or mailed), not that a phone took the profile; a
   * refund cancels the eSIM, so its kit no longer installs.
   */
  refundableInstallStatuses: ['UNDOWNLOAD', 'DOWNLOAD'] as readonly InstallStatus[],
  /**
   * The legal right of withdrawal of EU and UK consumers. It ends when the eSIM is delivered,
   * because the buyer asks for immediate delivery and acknowledges that at checkout.
   */
  withdrawalDays: 14,
  /** After a withdrawal, every payment for the order is back within this many days. */
  withdrawalRefundDays: 14,
  /**
   * A sale price is compared with the lowest price of this many days before the offer began
   * (the EU's Omnibus rule, Directive 98/6/EC art. 6a): `originalPriceUsd` is that price.
   */
  priceReferenceDays: 30,
  /**
   * Daily plans: the full-speed allowance renews every this many hours, counted from the moment
   * the plan's validity started (not from the moment the allowance ran out).
   */
  fairUseHours: 24,
  /**
   * Top-up adds data and days to an eSIM still on a phone whose plan is waiting, running or
   * finished (its data or its days ran out; the validity then restarts from the top-up). An
   * EXPIRED eSIM (its profile has lapsed), a refunded one and a deleted one cannot be topped up.
   */
  topUpStates: ['VALID', 'INUSE', 'TIME_FINISHED', 'USAGE_FINISHED'] as readonly OrderUsageState[],
  /** The ICCID printed with every eSIM (ITU-T E.118): this many digits, starting with 89. */
  iccidMinDigits: 19,
  iccidMaxDigits: 20,
  /** Support answers within this many hours, every day. */
  supportReplyHours: 24,
} as const

const DAY_MS = 86_400_000

export const REFUND_WINDOW_MS = STORE_RULES.refundDays * DAY_MS

/** The values every message that quotes a rule takes, by placeholder name. */
export const RULE_VALUES = {
  refundDays: STORE_RULES.refundDays,
  withdrawalDays: STORE_RULES.withdrawalDays,
  withdrawalRefundDays: STORE_RULES.withdrawalRefundDays,
  priceReferenceDays: STORE_RULES.priceReferenceDays,
  fairUseHours: STORE_RULES.fairUseHours,
  iccidMin: STORE_RULES.iccidMinDigits,
  iccidMax: STORE_RULES.iccidMaxDigits,
  replyHours: STORE_RULES.supportReplyHours,
} as const
