import { describe, expect, it } from 'vitest'
import { configureHttp } from '../../../src/api/http'
import { submitPartnershipEnquiry } from '../../../src/api/endpoints/partner'
import type { ContactUsRequest } from '../../../src/api/contract/partner'
import { PARTNERSHIP_FIELDS } from '../../../src/shared/lib/partnershipRules'
import { ERROR_CODES, refusedField } from '../../../src/api/contract/envelope'
import { getConfig } from '../../../src/config/runtimeConfig'
import { mockApi } from '../../support/mockApi'

const enquiry: ContactUsRequest = {
  name: 'Kenji Sato',
  company: 'Tabi Blog',
  email: 'kenji@tabiblog.jp',
  country: 'JP',
  website: 'tabiblog.jp',
  monthlyTravellers: '1K_10K',
  message: 'We write about rail travel in Asia and want to recommend eSIMs.',
}

function wire(lang = 'ja') {
  configureHttp({
    getLocale: () => lang,
    getClientId: () => 'client-1',
    getSigningKey: () => getConfig().signingKey,
  })
}

describe('/v1/partnership/contactUs (mock)', () => {
  it('stores an enquiry and answers with a numbered ticket', async () => {
    wire()
    expect(await submitPartnershipEnquiry(enquiry)).toBe('PRT-000001')
    expect(await submitPartnershipEnquiry({ ...enquiry, name: 'Yui' })).toBe('PRT-000002')
    expect(mockApi.db.data.partnershipEnquiries[0]).toMatchObject({
      ...enquiry,
      website: 'https://tabiblog.jp',
      ticketId: 'PRT-000001',
      lang: 'ja',
    })
  })

  it.each([
    [{ email: 'kenji@' }, 'email'],
    [{ name: '  ' }, 'name'],
    [{ country: 'Japan' }, 'country'],
    [{ website: 'not a site' }, 'website'],
    [{ monthlyTravellers: 'MANY' }, 'monthlyTravellers'],
    [{ message: 'Too short' }, 'message'],
  ])('refuses %o naming the field %s', async (change, field) => {
    wire('en')
    const error = await submitPartnershipEnquiry({ ...enquiry, ...change } as ContactUsRequest)
      .then(() => null)
      .catch((caught: unknown) => caught as { code: string; msg: string })
    expect(error?.code).toBe(ERROR_CODES.invalidInput)
    expect(refusedField(error!.msg, PARTNERSHIP_FIELDS)?.field).toBe(field)
    expect(mockApi.db.data.partnershipEnquiries).toEqual([])
  })

  it('refuses an unsigned request like every other path', async () => {
    configureHttp({ getSigningKey: () => 'wrong-key' })
    await expect(submitPartnershipEnquiry(enquiry)).rejects.toMatchObject({
      code: ERROR_CODES.badSignature,
    })
  })
})
