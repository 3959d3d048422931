import type { API, ApiName, RequestOf } from './routes'

/**
 * A working request for each path that needs nothing but a session to answer: the examples of
 * the OpenAPI document (scripts/openapi.mjs), for QA's tools. Typed by the route table, so an
 * example cannot drift from its request type; the contract test sends each one to a fresh mock
 * signed in as EXAMPLE_EMAIL and expects a success. Paths that act on an order or a payment need
 * one made first, so they have none here.
 */
export const EXAMPLE_EMAIL = 'traveller@example.com'

type Examples = { readonly [K in ApiName]?: RequestOf<(typeof API)[K]> }

export const REQUEST_EXAMPLES: Examples = {
  banners: {},
  areas: { type: 'COUNTRY' },
  searchAreas: { keyword: 'japan', lang: 'en' },
  package: { areaSlug: 'japan' },
  packageList: { discountedOnly: true },
  recommended: {},
  areaSuggestion: { text: 'Two weeks in Tokyo and Kyoto, then Seoul', lang: 'en' },
  dialogs: {},
  userInfo: { email: EXAMPLE_EMAIL },
  orders: { tab: 'CURRENT', pageNum: 1, pageSize: 10 },
  paymentMethods: { purpose: 'ORDER', currency: 'USD' },
  creditPlans: {},
  transactions: {},
  isRedeemed: { email: EXAMPLE_EMAIL, redeemType: 'SIGNUP_GIFT' },
  reviews: { areaId: 'area-jp', pageNum: 1, pageSize: 10 },
  contactUs: {
    name: 'Aiko Tanaka',
    company: 'Sakura Travel',
    email: 'aiko@sakura-travel.example.com',
    country: 'JP',
    website: 'https://sakura-travel.example.com',
    monthlyTravellers: 'UNDER_1K',
    message: 'We send about 300 travellers a month to Europe and would like to partner.',
  },
  merchantProfile: { merchantId: 1001 },
  withdraw: { name: 'Aiko Tanaka', orderNo: 'RW20261206123456', email: EXAMPLE_EMAIL },
}

/** The query string of an example, for the paths that page through it. */
export const QUERY_EXAMPLES: { readonly [K in ApiName]?: Record<string, number> } = {
  transactions: { pageNum: 1, pageSize: 10 },
}
