import { describe, expect, it } from 'vitest'
import { ApiError, networkError } from '../../../src/api/errors'
import { outcomeUnknown, sendUntilKnown } from '../../../src/features/order/payment/sendUntilKnown'

const refusal = new ApiError(200, 'RT_NOBEL_ERROR_10031', 'Payment is unavailable')

describe('sendUntilKnown: a pay request whose answer is lost is never taken for a failure', () => {
  it('only a server refusal is a known outcome; a lost answer is not', () => {
    expect(outcomeUnknown(networkError())).toBe(true)
    expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true)
    expect(outcomeUnknown(refusal)).toBe(false)
  })

  it('sends the same request again until an answer arrives', async () => {
    let sends = 0
    const answer = await sendUntilKnown(
      async () => {
        sends += 1
        if (sends < 3) throw networkError()
        return 'SUCCEEDED'
      },
      async () => null,
      [1, 1, 1],
    )
    expect(answer).toBe('SUCCEEDED')
    expect(sends).toBe(3)
  })

  it('takes the status when the request itself keeps failing', async () => {
    let sends = 0
    let asked = 0
    const answer = await sendUntilKnown(
      async () => {
        sends += 1
        throw networkError()
      },
      async () => {
        asked += 1
        return asked === 2 ? 'paid, by the status' : null
      },
      [1, 1, 1],
    )
    expect(answer).toBe('paid, by the status')
    expect([sends, asked]).toEqual([2, 2])
  })

  it('gives up as unknown (null) after every try, and passes a refusal through at once', async () => {
    let sends = 0
    const unknown = await sendUntilKnown(
      async () => {
        sends += 1
        throw networkError()
      },
      async () => {
        throw networkError()
      },
      [1, 1],
    )
    expect(unknown).toBeNull()
    expect(sends).toBe(3)
    await expect(
      sendUntilKnown(
        async () => {
          throw refusal
        },
        async () => 'never asked',
        [1],
      ),
    ).rejects.toBe(refusal)
  })
})
