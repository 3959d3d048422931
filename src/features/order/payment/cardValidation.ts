/**
 * The mock build's test card form: formatting as the shopper types, and the checks a card form
 * makes before anything is sent (Luhn, a real and future expiry date, a CVC of the right length).
 * Pure functions; the card data itself lives only in the form's state while the page is open.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other'

export type CardNumberError = 'required' | 'length' | 'luhn'
export type ExpiryError = 'required' | 'format' | 'month' | 'expired' | 'tooFar'
export type CvcError = 'required' | 'format'
export type NameError = 'required'

export interface CardInput {
  number: string
  expiry: string
  cvc: string
  name: string
}

export interface CardErrors {
  number?: CardNumberError
  expiry?: ExpiryError
  cvc?: CvcError
  name?: NameError
}

export const digitsOnly = (value: string): string => value.replace(/\D/g, '')

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard'
  return 'other'
}

const maxDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : 19)

/** "4111 1111 1111 1111"; American Express reads "3782 822463 10005" as printed. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value)
  const brand = cardBrand(digits)
  const kept = digits.slice(0, maxDigits(brand))
  if (brand === 'amex') {
    return [kept.slice(0, 4), kept.slice(4, 10), kept.slice(10)].filter(Boolean).join(' ')
  }
  return kept.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The check digit every card number carries (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * "MM/YY" as the shopper types: the slash comes by itself after the month, and a single digit
 * above 1 is a month of its own ("4" becomes "04/"). Deleting the slash deletes it.
 */
export function formatExpiry(value: string, previous = ''): string {
  const deleting = value.length < previous.length
  let digits = digitsOnly(value).slice(0, 4)
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`
  if (digits.length < 2) return digits
  if (digits.length === 2) return deleting ? digits : `${digits}/`
  return `${digits.slice(0, 2)}/${digits.slice(2)}`
}

export function validateCardNumber(value: string): CardNumberError | undefined {
  const digits = digitsOnly(value)
  if (!digits) return 'required'
  const brand = cardBrand(digits)
  const lengthOk = brand === 'amex' ? digits.length === 15 : digits.length >= 12
  if (!lengthOk || digits.length > maxDigits(brand)) return 'length'
  return luhnValid(digits) ? undefined : 'luhn'
}

/** Cards are valid through the last day of their expiry month; none runs 20 years. */
export function validateExpiry(value: string, now = new Date()): ExpiryError | undefined {
  if (!value.trim()) return 'required'
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  if (!match) return 'format'
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return 'month'
  const monthsAhead = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth())
  if (monthsAhead < 0) return 'expired'
  return monthsAhead > 20 * 12 ? 'tooFar' : undefined
}

export function validateCvc(value: string, brand: CardBrand): CvcError | undefined {
  if (!value) return 'required'
  const length = brand === 'amex' ? 4 : 3
  return new RegExp(`^\\d{${length}}$`).test(value) ? undefined : 'format'
}

export function validateName(value: string): NameError | undefined {
  return value.trim().length >= 2 ? undefined : 'required'
}

export function validateCard(card: CardInput, now = new Date()): CardErrors {
  const brand = cardBrand(digitsOnly(card.number))
  const errors: CardErrors = {
    number: validateCardNumber(card.number),
    expiry: validateExpiry(card.expiry, now),
    cvc: validateCvc(card.cvc, brand),
    name: validateName(card.name),
  }
  for (const key of Object.keys(errors) as (keyof CardErrors)[]) {
    if (errors[key] === undefined) delete errors[key]
  }
  return errors
}

export const hasErrors = (errors: CardErrors): boolean => Object.keys(errors).length > 0
