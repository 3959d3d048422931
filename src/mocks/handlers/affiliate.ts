import { API } from '../../api/contract/routes'
import { http, HttpResponse } from 'msw'
import type {
  MerchantInviteLinkRequest,
  MerchantInviteLinkResponse,
} from '../../api/contract/partner'
import { HEADERS } from '../../api/contract/envelope'
import type { MockDatabase } from '../db/database'
import { merchantById, merchantByShortCode } from '../db/seedMerchants'
import { fail, ok, simulateLatency, withClientCountry, type MockOptions } from '../respond'
import { isRejection, verifyRequest } from '../verify'
import { exactPath, signedRoute } from './signedRoute'

const INVITE_LINK_PATH = '/allianceApi/v3/open/queryMerchantInviteLink'

/**
 * The affiliate service lives on its own base URL (affiliateApiBaseUrl), possibly another
 * origin, so it answers CORS like a third-party API would; the headers are the ones our
 * interceptor sends.
 */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': [
    'Content-Type',
    HEADERS.authorization,
    HEADERS.token,
    HEADERS.lang,
    HEADERS.signature,
  ].join(', '),
  'Access-Control-Expose-Headers': HEADERS.clientCountry,
}

/** The affiliate service's own envelope; `msg` only says why a request was refused. */
type InviteLinkAnswer = MerchantInviteLinkResponse & { msg?: string }

/** The affiliate service (a third party with its own envelope) and our merchant profile lookup. */
export function affiliateHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  const answer = (body: InviteLinkAnswer) =>
    withClientCountry(
      HttpResponse.json(body, { headers: CORS_HEADERS }),
      db.data.settings.visitorCountry,
    )
  return [
    http.options(`*${INVITE_LINK_PATH}`, () => new HttpResponse(null, { headers: CORS_HEADERS })),
    // Not signedRoute: the request is signed and checked the same way (it goes through the
    // client's one axios instance), but every answer, a refusal too, is in the service's own
    // envelope, which the client reads as "unknown code" when success is false.
    http.post(exactPath(INVITE_LINK_PATH), async ({ request }) => {
      await simulateLatency(options)
      const verified = await verifyRequest<MerchantInviteLinkRequest>(request, options.signingKey)
      if (isRejection(verified)) {
        const { msg } = (await verified.rejected.json()) as { msg: string }
        return answer({ success: false, data: null, msg })
      }
      const { shortCode } = verified.body
      const merchant = typeof shortCode === 'string' ? merchantByShortCode(shortCode) : undefined
      return answer(
        merchant
          ? { success: true, data: { ...merchant.inviteLink } }
          : { success: false, data: null },
      )
    }),

    route(API.merchantProfile, (body, _s, { lang }) => {
      if (typeof body.merchantId !== 'number' || !Number.isInteger(body.merchantId)) {
        return fail('badMerchantId', lang)
      }
      const merchant = merchantById(body.merchantId)
      if (!merchant) return fail('merchantNotFound', lang)
      return ok(merchant.profile)
    }),
  ]
}
