import { isCountryCode } from './countries'
import { isValidEmail, problemsOf } from './validation'

/**
 * The partnership enquiry's rules, one source for the form and the mock server (like the
 * password rules): the form explains them field by field, the server refuses what breaks them.
 */
export const PARTNERSHIP_LIMITS = {
  nameMax: 100,
  companyMax: 120,
  websiteMax: 200,
  messageMin: 20,
  messageMax: 2000,
} as const

export const TRAVELLER_BANDS = ['UNDER_1K', '1K_10K', '10K_100K', 'OVER_100K'] as const

export const PARTNERSHIP_FIELDS = [
  'name',
  'company',
  'email',
  'country',
  'website',
  'monthlyTravellers',
  'message',
] as const
export type PartnershipField = (typeof PARTNERSHIP_FIELDS)[number]

/** Why a field was refused; the form turns each into a sentence in the visitor's language. */
export type PartnershipProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong'

export type PartnershipInput = Record<PartnershipField, string>

/**
 * A website may be typed without its scheme ("example.com"); it is sent as https. '' stays ''
 * (the field is optional), anything that is not an http(s) address with a dotted host is
 * returned unchanged for the check to refuse.
 */
export function normaliseWebsite(value: string): string {
  const trimmed = value.trim()
  if (!trimmed) return ''
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
}

export function isValidWebsite(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    const host = url.hostname
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /^[^.]+(\.[^.]+)+$/.test(host) &&
      /[a-z]{2,}$/i.test(host)
    )
  } catch {
    return false
  }
}

/** The problem with one field, or null when it is fine. */
export function partnershipProblem(
  field: PartnershipField,
  input: Partial<Record<PartnershipField, unknown>>,
): PartnershipProblem | null {
  const raw = input[field]
  const value = typeof raw === 'string' ? raw.trim() : ''
  switch (field) {
    case 'name':
      if (!value) return 'required'
      return value.length > PARTNERSHIP_LIMITS.nameMax ? 'tooLong' : null
    case 'company':
      if (!value) return 'required'
      return value.length > PARTNERSHIP_LIMITS.companyMax ? 'tooLong' : null
    case 'email':
      if (!value) return 'required'
      return isValidEmail(value) ? null : 'invalid'
    case 'country':
      if (!value) return 'required'
      return isCountryCode(value) ? null : 'invalid'
    case 'website': {
      if (!value) return null
      const url = normaliseWebsite(value)
      if (url.length > PARTNERSHIP_LIMITS.websiteMax) return 'tooLong'
      return isValidWebsite(url) ? null : 'invalid'
    }
    case 'monthlyTravellers':
      if (!value) return 'required'
      return (TRAVELLER_BANDS as readonly string[]).includes(value) ? null : 'invalid'
    case 'message':
      if (!value) return 'required'
      if ([...value].length < PARTNERSHIP_LIMITS.messageMin) return 'tooShort'
      return [...value].length > PARTNERSHIP_LIMITS.messageMax ? 'tooLong' : null
  }
}

/** Every field's problem, in form order; an empty object means the enquiry can be sent. */
export function partnershipProblems(
  input: Partial<Record<PartnershipField, unknown>>,
): Partial<Record<PartnershipField, PartnershipProblem>> {
  return problemsOf(PARTNERSHIP_FIELDS, (field) => partnershipProblem(field, input))
}
