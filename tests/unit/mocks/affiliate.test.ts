import { describe, expect, it } from 'vitest'
import type { AxiosInstance } from 'axios'
import { configureHttp, getHttp } from '../../../src/api/http'
import {
  MERCHANT_INVITE_LINK_PATH,
  queryMerchantIdByShortCode,
  queryMerchantProfile,
} from '../../../src/api/endpoints/partner'
import { ERROR_CODES } from '../../../src/api/contract/envelope'
import { wireAccountClient } from './accountSupport'

wireAccountClient()

/**
 * The affiliate body as it came, through the real interceptors: the shared response interceptor
 * wants an envelope, so it is wrapped the way queryMerchantIdByShortCode does.
 */
async function rawInviteLink(
  shortCode: string,
  url: string = MERCHANT_INVITE_LINK_PATH,
  http?: AxiosInstance,
) {
  const response = await (http ?? (await getHttp())).post<{ obj: unknown }>(
    url,
    { shortCode },
    {
      transformResponse: (data: string) => ({
        code: 200,
        success: true,
        msg: '',
        obj: JSON.parse(data) as unknown,
      }),
    },
  )
  return { body: response.data.obj, headers: response.headers }
}

describe('affiliate service: queryMerchantInviteLink (SPEC 7.2)', () => {
  it('finds the seeded merchants by short code, in any case', async () => {
    expect(await queryMerchantIdByShortCode('TRAVELBLOG')).toBe(1001)
    expect(await queryMerchantIdByShortCode('nomadtips')).toBe(1002)
    expect(await queryMerchantIdByShortCode('AsiaGuide')).toBe(1003)
  })

  it('answers unknown codes with its own envelope, which the client reads as null', async () => {
    const known = await rawInviteLink('NOMADTIPS')
    expect(known.body).toEqual({
      success: true,
      data: { merchantId: 1002, merchantSubId: 'newsletter' },
    })
    expect((await rawInviteLink('NOPE')).body).toEqual({ success: false, data: null })
    expect(await queryMerchantIdByShortCode('NOPE')).toBeNull()
  })

  it('is matched on any origin, answering CORS like a third-party service', async () => {
    const other = await rawInviteLink(
      'TRAVELBLOG',
      `https://affiliate.example.net${MERCHANT_INVITE_LINK_PATH}`,
    )
    expect(other.body).toEqual({ success: true, data: { merchantId: 1001 } })
    expect(other.headers['x-client-country']).toBe('US')
  })

  it('still checks the signature', async () => {
    configureHttp({ getSigningKey: () => 'wrong-key' })
    const http = await getHttp()
    const refused = await rawInviteLink('TRAVELBLOG', undefined, http)
    expect(refused.body).toEqual({
      success: false,
      data: null,
      msg: 'Invalid request signature',
    })
    expect(await queryMerchantIdByShortCode('TRAVELBLOG')).toBeNull()
  })
})

describe('merchant profile: /v1/partner/merchant', () => {
  it('greets with the seeded profile, and knows no other merchant', async () => {
    expect(await queryMerchantProfile(1001)).toMatchObject({
      merchantId: 1001,
      name: 'The Travel Blog',
      discountPercent: 10,
    })
    await expect(queryMerchantProfile(4242)).rejects.toMatchObject({
      code: ERROR_CODES.notFound,
    })
  })

  it('refuses a bad signature', async () => {
    configureHttp({ getSigningKey: () => 'wrong-key' })
    await expect(queryMerchantProfile(1001)).rejects.toMatchObject({
      code: ERROR_CODES.badSignature,
    })
  })
})
