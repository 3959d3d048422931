import { STORE_RULES } from '../../../api/contract/storeRules'

/**
 * The ICCID printed with every eSIM (ITU-T E.118): STORE_RULES' length, starting with 89 (the
 * telecom industry prefix); the server checks the same. Checking the shape here catches a typo before the shopper waits for
 * the server. There is no Luhn check: many providers print the ICCID without its check digit
 * (19 digits), and the mock's ICCIDs carry none either, so a check would refuse real eSIMs.
 */
export const ICCID_MIN_DIGITS = STORE_RULES.iccidMinDigits
export const ICCID_MAX_DIGITS = STORE_RULES.iccidMaxDigits

export type IccidProblem = 'empty' | 'notDigits' | 'length' | 'prefix'

/** People copy ICCIDs with spaces or dashes in groups of four; those are not part of it. */
export function normaliseIccid(input: string): string {
  return input.replace(/[\s-]/g, '')
}

/** null when the ICCID is well formed, otherwise the first problem the shopper should fix. */
export function iccidProblem(input: string): IccidProblem | null {
  const iccid = normaliseIccid(input)
  if (iccid === '') return 'empty'
  if (!/^\d+$/.test(iccid)) return 'notDigits'
  if (iccid.length < ICCID_MIN_DIGITS || iccid.length > ICCID_MAX_DIGITS) return 'length'
  if (!iccid.startsWith('89')) return 'prefix'
  return null
}

/** Groups of four, as printed on eSIM cards, so a shopper can compare it at a glance. */
export function formatIccid(iccid: string): string {
  return normaliseIccid(iccid).replace(/(\d{4})(?=\d)/g, '$1 ')
}
