import { API } from '../../api/contract/routes'
import {
  contactUsFieldMessage,
  type ContactUsRequest,
  type ContactUsResponse,
} from '../../api/contract/partner'
import { ERROR_CODES } from '../../api/contract/envelope'
import {
  PARTNERSHIP_FIELDS,
  normaliseWebsite,
  partnershipProblems,
  type PartnershipInput,
} from '../../shared/lib/partnershipRules'
import type { MockDatabase } from '../db/database'
import { nextTicketId } from '../db/partnership'
import { ok, reply, type MockOptions } from '../respond'
import { signedRoute } from './signedRoute'

/**
 * The partnership enquiry (SPEC 7.2 Partners): checks every field with the form's own rules,
 * refuses the first bad one by name (docs/api.md 6.1), and keeps what it accepts.
 */
export function partnershipHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.contactUs, (body, _s, context) => {
      const problems = partnershipProblems(body)
      const field = PARTNERSHIP_FIELDS.find((name) => problems[name])
      if (field) {
        // Not a sentence but a pointer the form reads ("email: invalid", docs/api.md 6.1); the
        // form words it itself, so it is the same in every language.
        return reply(
          {
            code: ERROR_CODES.invalidInput,
            success: false,
            msg: contactUsFieldMessage(field, problems[field]!),
            obj: null,
          },
          context.lang,
        )
      }
      const form = Object.fromEntries(
        PARTNERSHIP_FIELDS.map((name) => [name, String(body[name] ?? '').trim()]),
      ) as PartnershipInput
      // A database persisted before enquiries existed has no list yet.
      const enquiries = (db.data.partnershipEnquiries ??= [])
      const ticketId = nextTicketId(enquiries)
      enquiries.push({
        ...form,
        website: normaliseWebsite(form.website),
        monthlyTravellers: form.monthlyTravellers as ContactUsRequest['monthlyTravellers'],
        ticketId,
        lang: context.lang,
        receivedAt: new Date().toISOString(),
      })
      db.save()
      const answer: ContactUsResponse = { ticketId }
      return ok(answer)
    }),
  ]
}
