/** Converts a USD amount into a currency and formats it with exactly two decimals (SPEC 3.2, 9). */
export function convertFromUsd(amountUsd: number, rate: number): number {
  return Math.round(amountUsd * rate * 100) / 100
}

// Making a formatter costs far more than using one, and a page of plans prices dozens of cards
// in the same locale and currency (a phone's hydration time, issue 8).
const formatters = new Map<string, Intl.NumberFormat>()

function moneyFormat(currencyCode: string, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currencyCode}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    formatters.set(key, format)
  }
  return format
}

export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  // Anything that rounds to zero (including -0, e.g. from negating a zero refund) reads as a
  // plain zero: Intl would print "-$0.00". signDisplay: 'negative' does this but is too new.
  const shown = Math.abs(amount) < 0.005 ? 0 : amount
  return moneyFormat(currencyCode, locale).format(shown)
}

export function formatPriceFromUsd(
  amountUsd: number,
  currency: { code: string; rate: number },
  locale: string,
): string {
  return formatMoney(convertFromUsd(amountUsd, currency.rate), currency.code, locale)
}
