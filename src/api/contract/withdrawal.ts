/**
 * The withdrawal function (Consumer Rights Directive art. 11a, BGB §356a; docs/api.md 4.7,
 * decision 041): a consumer tells us online that they withdraw from a contract, and we
 * acknowledge receipt on a durable medium with what they sent and when it arrived.
 */

// --- Withdrawal statement: /v1/withdrawal/submit ---------------------------------------------

export interface WithdrawalRequest {
  /** The consumer's name, as they give it. */
  name: string
  /** The order number of the contract: an eSIM's, a credit purchase's (a top-up's is its eSIM's). */
  orderNo: string
  /**
   * Where the acknowledgement goes. Any address: a guest may have bought with another one, and
   * nothing about the order is told back, so the answer is the same for every order number.
   */
  email: string
}

export interface WithdrawalResponse {
  /** Quoted back so support can find the statement. */
  withdrawalId: string
  /** ISO 8601: when the statement arrived, which is what counts for the deadline. */
  receivedAt: string
}
