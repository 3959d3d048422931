import type { PurchaseConsentDto } from '../../api/contract/order'

/**
 * The buyer of an eSIM or a top-up asked for immediate delivery, and said so plainly
 * (PurchaseConsentDto, docs/decisions/039): anything else is no consent.
 */
export function consentGiven(consent: unknown): boolean {
  return (consent as Partial<PurchaseConsentDto> | undefined)?.immediateDelivery === true
}
