import type { ContactUsRequest } from '../../api/contract/partner'

/** One enquiry as sales would see it: what the partner sent, in which language, and when. */
export interface PartnershipEnquiryRecord extends ContactUsRequest {
  ticketId: string
  /** The lang header of the request: sales answer in the partner's language. */
  lang: string
  receivedAt: string
}

/** Tickets are numbered in order, so QA can read them off the page and find them here. */
export function nextTicketId(existing: readonly PartnershipEnquiryRecord[]): string {
  return `PRT-${String(existing.length + 1).padStart(6, '0')}`
}
