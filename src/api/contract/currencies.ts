/**
 * The currencies the store prices in, with their rate against USD (SPEC 9): one table for both
 * sides of the API, since the client converts the prices it shows and the server (the mock
 * here) converts what it charges with the same rates.
 */
export interface Currency {
  code: string
  symbol: string
  rate: number
}

export const currencies: readonly Currency[] = [
  { code: 'USD', symbol: '$', rate: 1 },
  { code: 'GBP', symbol: '£', rate: 0.88 },
  { code: 'JPY', symbol: '¥', rate: 147.8 },
  { code: 'THB', symbol: '฿', rate: 37.89 },
  { code: 'TRY', symbol: '₺', rate: 18.62 },
  { code: 'KRW', symbol: '₩', rate: 1424.8 },
  { code: 'HKD', symbol: 'HK$', rate: 7.85 },
  { code: 'SGD', symbol: 'S$', rate: 1.42 },
  { code: 'RUB', symbol: '₽', rate: 62.18 },
  { code: 'INR', symbol: '₹', rate: 82.88 },
  { code: 'CAD', symbol: 'C$', rate: 1.37 },
  { code: 'CNY', symbol: 'CN¥', rate: 7.31 },
  { code: 'EUR', symbol: '€', rate: 1.02 },
]

export function findCurrency(code: string | undefined): Currency | undefined {
  return currencies.find((currency) => currency.code === code)
}
