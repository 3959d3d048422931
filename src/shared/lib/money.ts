/** Converts a USD amount into a currency and formats it with exactly two decimals (SPEC 3.2, 9). */
export function convertFromUsd(amountUsd: number, rate: number): number {
  return Math.round(amountUsd * rate * 100) / 100
}

export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  // Anything that rounds to zero (including -0, e.g. from negating a zero refund) reads as a
  // plain zero: Intl would print "-$0.00". signDisplay: 'negative' does this but is too new.
  const shown = Math.abs(amount) < 0.005 ? 0 : amount
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(shown)
}

export function formatPriceFromUsd(
  amountUsd: number,
  currency: { code: string; rate: number },
  locale: string,
): string {
  return formatMoney(convertFromUsd(amountUsd, currency.rate), currency.code, locale)
}
