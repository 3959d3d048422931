import { describe, expect, it } from 'vitest'
import { configureHttp } from '../../../src/api/http'
import { submitWithdrawal } from '../../../src/api/endpoints/withdrawal'
import type { WithdrawalRequest } from '../../../src/api/contract/withdrawal'
import { ERROR_CODES, refusedField } from '../../../src/api/contract/envelope'
import { WITHDRAWAL_FIELDS } from '../../../src/shared/lib/withdrawalRules'
import { getConfig } from '../../../src/config/runtimeConfig'
import { mockApi } from '../../support/mockApi'
import { signedIn } from '../../support/session'

const statement: WithdrawalRequest = {
  name: 'Lena Vogel',
  orderNo: 'RW20261206123456',
  email: 'lena@example.de',
}

function wire(lang = 'de', token = '') {
  configureHttp({
    getLocale: () => lang,
    getClientId: () => 'client-1',
    getSigningKey: () => getConfig().signingKey,
    getToken: () => token,
  })
}

describe('/v1/withdrawal/submit (mock): the withdrawal function', () => {
  it('keeps the statement with the time it arrived and mails an acknowledgement of both', async () => {
    wire()
    const before = Date.now()
    const answer = await submitWithdrawal({ ...statement, orderNo: ' rw2026 1206123456 ' })
    expect(answer.withdrawalId).toBe('WDR-000001')
    const receivedAt = Date.parse(answer.receivedAt)
    expect(receivedAt).toBeGreaterThanOrEqual(before)
    expect(receivedAt).toBeLessThanOrEqual(Date.now())
    expect(mockApi.db.data.withdrawals).toEqual([
      {
        ...statement,
        withdrawalId: 'WDR-000001',
        lang: 'de',
        accountEmail: null,
        receivedAt: answer.receivedAt,
      },
    ])
    expect(mockApi.db.data.inbox[0]).toEqual({
      kind: 'WITHDRAWAL',
      ...statement,
      withdrawalId: 'WDR-000001',
      receivedAt: answer.receivedAt,
      sentAt: answer.receivedAt,
    })
  })

  it('answers the same for any order number: nothing about orders is told back', async () => {
    wire()
    const first = await submitWithdrawal(statement)
    const second = await submitWithdrawal({ ...statement, orderNo: 'RW19990101000000' })
    expect(Object.keys(first)).toEqual(Object.keys(second))
    expect(second.withdrawalId).toBe('WDR-000002')
  })

  it('notes the account of a signed-in sender, and still mails the address given', async () => {
    const { token, email } = signedIn('accountLogin')
    wire('en', token)
    await submitWithdrawal(statement)
    expect(mockApi.db.data.withdrawals[0]).toMatchObject({ accountEmail: email, lang: 'en' })
    expect(mockApi.db.data.inbox[0]).toMatchObject({ email: statement.email })
  })

  it.each([
    [{ name: '  ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ orderNo: '' }, 'orderNo'],
    [{ orderNo: 'RW-2026/12' }, 'orderNo'],
    [{ orderNo: 'RW1' }, 'orderNo'],
    [{ email: 'lena@' }, 'email'],
  ])('refuses %o naming the field %s, and keeps nothing', async (change, field) => {
    wire('en')
    const error = await submitWithdrawal({ ...statement, ...change })
      .then(() => null)
      .catch((caught: unknown) => caught as { code: string; msg: string })
    expect(error?.code).toBe(ERROR_CODES.invalidInput)
    expect(refusedField(error!.msg, WITHDRAWAL_FIELDS)?.field).toBe(field)
    expect(mockApi.db.data.withdrawals).toEqual([])
    expect(mockApi.db.data.inbox.filter((mail) => mail.kind === 'WITHDRAWAL')).toEqual([])
  })
})
