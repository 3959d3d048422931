import type { InstallStatus, OrderUsageState, PaymentStatus } from './order'
import type { ApiRoute } from './routes'

/**
 * How the QA lab (src/qa, mock and demo builds only) drives the built-in mock API. The mock
 * implements it and the lab consumes it, so both compile against the same shapes without the lab
 * importing mock code (docs/architecture.md: nothing but the bootstrap imports src/mocks).
 */
/** A verification code the mock "mailed". Entries saved before kits existed have no kind. */
export interface MockCodeMail {
  kind?: 'CODE'
  email: string
  codeType: 'REGISTER' | 'FINDPASSWORD'
  code: string
  /** ISO 8601. */
  sentAt: string
}

/** The install kit the mock "mailed" when an order was paid (docs/api.md 4.2). */
export interface MockKitMail {
  kind: 'INSTALL_KIT'
  email: string
  orderId: string
  orderNo: string
  smdpAddress: string
  activationCode: string
  /** LPA:1$<smdpAddress>$<activationCode>: what the QR code holds. */
  qrPayload: string
  /** ISO 8601. */
  sentAt: string
  /** When the buyer asked for immediate delivery (ReceiptDto.deliveryConsentAt), restated. */
  deliveryConsentAt: string | null
}

/**
 * What a sign-up for an address that already has an account mails instead of a code: the
 * sign-up answers as for a free address, so only the owner of the mailbox learns it (issue 35.1).
 */
export interface MockAccountExistsMail {
  kind: 'ACCOUNT_EXISTS'
  email: string
  /** ISO 8601. */
  sentAt: string
}

/**
 * The confirmation a paid top-up or credit purchase mails (a new eSIM's is its install kit): the
 * contract and, for a top-up, the consent to immediate delivery on a durable medium, as the
 * Consumer Rights Directive art. 8(7) asks (decision 040).
 */
export interface MockConfirmationMail {
  kind: 'CONFIRMATION'
  email: string
  purpose: 'TOPUP' | 'CREDIT'
  /** The eSIM's order number for a top-up, the credit order's number for credit. */
  orderNo: string
  /** The top-up's ICCID; '' for credit. */
  iccid: string
  paymentId: string
  amountUsd: number
  /** ISO 8601. */
  sentAt: string
  /** When the buyer asked for immediate delivery (top-ups), restated; null for credit. */
  deliveryConsentAt: string | null
}

/**
 * The acknowledgement of a withdrawal statement (Consumer Rights Directive art. 11a(3)): what the
 * consumer sent, and the date and time it arrived.
 */
export interface MockWithdrawalMail {
  kind: 'WITHDRAWAL'
  email: string
  withdrawalId: string
  name: string
  orderNo: string
  /** ISO 8601. */
  receivedAt: string
  /** ISO 8601. */
  sentAt: string
}

export type MockInboxEntry =
  MockCodeMail | MockKitMail | MockAccountExistsMail | MockConfirmationMail | MockWithdrawalMail

export interface MockSettingsDto {
  /** The visitor's country as the "CDN" reports it (X-Client-Country). */
  visitorCountry: string
  /** Guest login demands a captcha whatever the country. */
  demandCaptcha: boolean
  /** Payments answer RT_NOBEL_ERROR_10031. */
  paymentUnavailable?: boolean
}

/**
 * The faults a scenario injects (docs/qa.md "Scenarios"); the ids are also the words of the
 * `?mock=` URL grammar.
 * - network: the request fails as if the connection dropped (no HTTP answer).
 * - 500: HTTP 500 with a plain-text body.
 * - timeout: no answer within the client's timeout (the lab shortens it while one is active).
 * - slow: the normal answer, after a fixed delay.
 * - malformed: HTTP 200 with a body that is not JSON.
 * - 10029 / 10031: the envelope errors RT_NOBEL_ERROR_10029 (captcha) and _10031 (payments off).
 */
export const MOCK_FAULTS = [
  'network',
  '500',
  'timeout',
  'slow',
  'malformed',
  '10029',
  '10031',
] as const
export type MockFault = (typeof MOCK_FAULTS)[number]

/** The faults that can strike after the handler ran: the ones that lose an answer. */
export const AFTER_FAULTS: readonly MockFault[] = ['network', 'timeout', '500', 'malformed']

export interface MockScenarioDto {
  fault: MockFault
  /** One API path, e.g. '/v3/query/orders'; absent for every endpoint. */
  path?: string
  /** Strike the next matching request only, then clear itself. */
  once?: boolean
  /**
   * Let the handler run (and, say, charge the card), then lose its answer: network, timeout, 500
   * and malformed only. The QA lab's "charged, but the answer was lost".
   */
  after?: boolean
  /**
   * For 'slow': the added delay in ms. For 'timeout': the client timeout in ms the lab asks for
   * while the scenario is active (5000 when absent; a test can ask for less to fail sooner).
   */
  delayMs?: number
}

/** A mock order as the lab lists it, with the three fields its label comes from (SPEC 4.1). */
export interface MockOrderSummary {
  orderId: string
  orderNo: string
  email: string
  /** The plan's name, to tell orders apart. */
  title: string
  paymentStatus: PaymentStatus
  state: OrderUsageState
  installStatus: InstallStatus
}

export interface MockOrderJump {
  paymentStatus: PaymentStatus
  state: OrderUsageState
  installStatus: InstallStatus
}

export interface MockControl {
  /** Newest first. */
  inbox(): MockInboxEntry[]
  settings(): MockSettingsDto
  updateSettings(patch: Partial<MockSettingsDto>): void
  /** Active scenarios: at most one for every endpoint and one per path. */
  scenarios(): MockScenarioDto[]
  /** Adds a scenario, replacing the one with the same target (all endpoints, or its path). */
  setScenario(scenario: MockScenarioDto): void
  /** Clears the scenario of one path, or of "every endpoint" when path is omitted. */
  clearScenario(path?: string): void
  clearScenarios(): void
  /** The active scenarios as a `?mock=` value ('off' for none), to share a setup as a URL. */
  scenarioParam(): string
  /** The POST paths the mock answers, sorted, for choosing a scenario's target. */
  apiPaths(): string[]
  /**
   * The client timeout in ms the app should use while a timeout scenario is active (shorter than
   * the real 60 s so QA need not wait); null means the normal timeout.
   */
  clientTimeoutMs(): number | null
  /** Every order in the mock database, newest first. */
  orders(): MockOrderSummary[]
  /** Puts an order into the given state as the backend would report it; throws if unknown. */
  jumpOrder(orderId: string, target: MockOrderJump): MockOrderSummary
  /** Back to the seed: accounts, orders, settings, scenarios, everything. */
  reset(): void
  /** Called after any change the lab shows (a code sent, a setting changed). */
  subscribe(listener: () => void): () => void
}

/**
 * The simulated payment provider of mock builds (docs/api.md 4.4): its 3-D Secure page and its
 * hand-off page (/transit) report the shopper's answer here and get back opaque details, as
 * Adyen's components return `threeDSResult` or `redirectResult`. The store's follow-up carries
 * only those; a verdict in plain words is refused, so nobody can declare a payment paid.
 */
export interface MockProviderAnswerRequest {
  paymentId: string
  result: 'AUTHORISED' | 'REFUSED' | 'CANCELLED'
}

export interface MockProviderAnswerDto {
  details: { threeDSResult: string } | { redirectResult: string }
}

/** Not the store's API (routes.ts): the provider's, which only the mock plays. */
export const MOCK_PROVIDER_ANSWER: ApiRoute<
  MockProviderAnswerRequest,
  MockProviderAnswerDto,
  'public'
> = { path: '/__psp/answer', access: 'public' }
