/**
 * How the QA lab (src/qa, mock and demo builds only) drives the built-in mock API. The mock
 * implements it and the lab consumes it, so both compile against the same shapes without the lab
 * importing mock code (ARCHITECTURE: nothing but the bootstrap imports src/mocks).
 */
export interface MockInboxEntry {
  email: string
  codeType: 'REGISTER' | 'FINDPASSWORD'
  code: string
  /** ISO 8601. */
  sentAt: string
}

export interface MockSettingsDto {
  /** The visitor's country as the "CDN" reports it (X-Client-Country). */
  visitorCountry: string
  /** Guest login demands a captcha whatever the country. */
  demandCaptcha: boolean
  /** Payments answer RT_NOBEL_ERROR_10031. */
  paymentUnavailable?: boolean
}

export interface MockControl {
  /** Newest first. */
  inbox(): MockInboxEntry[]
  settings(): MockSettingsDto
  updateSettings(patch: Partial<MockSettingsDto>): void
  /** Back to the seed: accounts, orders, settings, everything. */
  reset(): void
  /** Called after any change the lab shows (a code sent, a setting changed). */
  subscribe(listener: () => void): () => void
}
