import { post } from '../http'
import { API } from '../contract/routes'
import type { WithdrawalRequest, WithdrawalResponse } from '../contract/withdrawal'

/** Resolves with the statement's id and the time it arrived, to show and to keep. */
export async function submitWithdrawal(statement: WithdrawalRequest): Promise<WithdrawalResponse> {
  return post(API.withdraw, statement)
}
