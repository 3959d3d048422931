import type { WithdrawalRequest } from '../../api/contract/withdrawal'

/** One withdrawal statement as support would see it: what the consumer sent, and when. */
export interface WithdrawalRecord extends WithdrawalRequest {
  withdrawalId: string
  /** The lang header of the request: support answers in the consumer's language. */
  lang: string
  /** The signed-in account that sent it, or null for a visitor. */
  accountEmail: string | null
  receivedAt: string
}

/** Numbered in order, so QA can read them off the page and find them here. */
export function nextWithdrawalId(existing: readonly WithdrawalRecord[]): string {
  return `WDR-${String(existing.length + 1).padStart(6, '0')}`
}
