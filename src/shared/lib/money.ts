import { intlText, numberFormat } from './intlText'

/** Every price and amount shows exactly this many decimals (SPEC 3.2, 9). */
export const PRICE_DECIMALS = 2
const PRICE_SCALE = 10 ** PRICE_DECIMALS

const roundsToZero = (amount: number) => Math.abs(amount) < 0.5 / PRICE_SCALE

/**
 * Currencies the card networks charge in whole units (ISO 4217 minor unit 0): Adyen takes their
 * amounts without decimals, so a price in them is rounded to the unit before it is shown.
 */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW'])

/**
 * Converts a USD amount into a currency, rounded to what is charged: cents, or whole yen and won.
 * Still shown with two decimals (SPEC 3.2, 9): "¥665.00" is exactly the ¥665 charged.
 */
export function convertFromUsd(
  amountUsd: number,
  currency: { code: string; rate: number },
): number {
  const scale = ZERO_DECIMAL_CURRENCIES.has(currency.code) ? 1 : PRICE_SCALE
  return Math.round(amountUsd * currency.rate * scale) / scale
}

function moneyFormat(currencyCode: string, locale: string, signed = false): Intl.NumberFormat {
  return numberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: PRICE_DECIMALS,
    maximumFractionDigits: PRICE_DECIMALS,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  })
}

/**
 * Makes the formatter a page will use before the page needs it. The first currency formatter
 * loads ICU's currency data (~13 ms here, ~100 ms on a budget phone), and in a task of its own
 * that cost is not added to a hydration slice's.
 */
export function prepareMoneyFormat(currencyCode: string, locale: string): void {
  moneyFormat(currencyCode, locale)
}

export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  // Anything that rounds to zero (including -0, e.g. from negating a zero refund) reads as a
  // plain zero: Intl would print "-$0.00". signDisplay: 'negative' does this but is too new.
  const shown = roundsToZero(amount) ? 0 : amount
  // The text a pre-rendered page was built with, if it shows this price (intlText.ts).
  return intlText(`${locale} ${currencyCode} ${shown}`, () =>
    moneyFormat(currencyCode, locale).format(shown),
  )
}

/**
 * An amount of credit. Credit is kept in US dollars, the base currency (SPEC 9), so it reads in
 * USD whatever currency the shopper browses in, in the page's own number format: one locale
 * writes money one way on every page (never the server's preformatted text).
 */
export function formatUsd(amountUsd: number, locale: string): string {
  return formatMoney(amountUsd, 'USD', locale)
}

/** "+$55.00" / "−$12.00": a transaction's sign is part of its meaning. */
export function formatSignedUsd(amountUsd: number, locale: string): string {
  return moneyFormat('USD', locale, true).format(roundsToZero(amountUsd) ? 0 : amountUsd)
}

export function formatPriceFromUsd(
  amountUsd: number,
  currency: { code: string; rate: number },
  locale: string,
): string {
  return formatMoney(convertFromUsd(amountUsd, currency), currency.code, locale)
}
