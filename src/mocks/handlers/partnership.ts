import { API } from '../../api/contract/routes'
import type { ContactUsRequest, ContactUsResponse } from '../../api/contract/partner'
import {
  PARTNERSHIP_FIELDS,
  normaliseWebsite,
  partnershipProblems,
  type PartnershipInput,
} from '../../shared/lib/partnershipRules'
import type { MockDatabase } from '../db/database'
import { nextTicketId } from '../db/partnership'
import { ok, refuseField, type MockOptions } from '../respond'
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
      if (field) return refuseField(field, problems[field]!)
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
