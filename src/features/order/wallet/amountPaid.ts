import { currencies, findCurrency } from '../../../api/contract/currencies'
import { formatPriceFromUsd } from '../../../shared/lib/money'

/** What was paid, in the currency the shopper paid in, with two decimals (SPEC 3.2). */
export function amountPaid(amountUsd: number, currencyCode: string, locale: string): string {
  return formatPriceFromUsd(amountUsd, findCurrency(currencyCode) ?? currencies[0]!, locale)
}
