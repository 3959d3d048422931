/** Converts a USD amount into a currency and formats it with exactly two decimals (SPEC 3.2, 9). */
export function convertFromUsd(amountUsd: number, rate: number): number {
  return Math.round(amountUsd * rate * 100) / 100
}

export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

export function formatPriceFromUsd(
  amountUsd: number,
  currency: { code: string; rate: number },
  locale: string,
): string {
  return formatMoney(convertFromUsd(amountUsd, currency.rate), currency.code, locale)
}
