import type { AreaDto, PackageDto } from './catalogue'
import type { PageDto, PageRequest } from './paging'

/**
 * Orders, payment, top-up and credit (SPEC 7.2). The spec names the paths and the three order
 * status fields (SPEC 4.1); every other field is ours (docs/api.md, "Orders and payment").
 * Amounts travel in USD like the catalogue; `currency` records what the shopper saw.
 */

// --- Orders -----------------------------------------------------------------------------------

/** An order's three statuses (SPEC 3.3, 4.1), listed so code and tests can go through each. */
export const PAYMENT_STATUSES = ['UNPAID', 'PAID', 'REFUNDING', 'REFUNDED'] as const
export const ORDER_USAGE_STATES = [
  'VALID',
  'INUSE',
  'TIME_FINISHED',
  'USAGE_FINISHED',
  'EXPIRED',
] as const
export const INSTALL_STATUSES = [
  'UNDOWNLOAD',
  'DOWNLOAD',
  'INSTALLED',
  'DISABLED',
  'ENABLED',
  'DELETED',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export type OrderUsageState = (typeof ORDER_USAGE_STATES)[number]
export type InstallStatus = (typeof INSTALL_STATUSES)[number]

/** CURRENT: unpaid, or paid with time and data left; PAST: everything else. */
export type OrderTab = 'CURRENT' | 'PAST'

/** A snapshot taken at purchase, so a later catalogue change does not rewrite old orders. */
export type OrderAreaDto = Pick<AreaDto, 'areaId' | 'code' | 'slug' | 'type' | 'name'>
export type OrderPackageDto = Pick<
  PackageDto,
  'packageId' | 'type' | 'dataMb' | 'days' | 'voiceMinutes' | 'smsCount' | 'activation'
>

export interface OrderDto {
  orderId: string
  /** The number shown to the shopper and quoted to support. */
  orderNo: string
  /** '' until an eSIM is assigned (an unpaid order has none). */
  iccid: string
  area: OrderAreaDto
  package: OrderPackageDto
  priceUsd: number
  /** ISO 4217 code of the currency the shopper chose at checkout. */
  currency: string
  /** ISO 8601. */
  createdAt: string
  /** ISO 8601; null until the validity clock starts (first connection or install). */
  expiresAt: string | null
  usedMb: number
  totalMb: number
  /** ISO 8601 of the carrier's last usage report; null before any. */
  usageUpdatedAt: string | null
  paymentStatus: PaymentStatus
  state: OrderUsageState
  installStatus: InstallStatus
  /** Whether the shopper already reviewed it; drives the "go and review" prompt. */
  reviewed: boolean
  /** ISO 8601 of the successful payment; null while unpaid. Starts the refund window. */
  paidAt: string | null
}

export interface QueryOrdersRequest extends PageRequest {
  tab: OrderTab
}
export type QueryOrdersResponse = PageDto<OrderDto>

/**
 * Every request that creates or changes a payment carries a key the caller makes once per user
 * intent, so a retry after a time-out cannot charge twice. Reads do not need one.
 */
export interface IdempotentRequest {
  idempotencyKey: string
}

export interface RefundOrderRequest extends IdempotentRequest {
  orderId: string
  reason: string
}
/** The order as it is after the request: paymentStatus REFUNDING. */
export interface RefundOrderResponse {
  order: OrderDto
}

// --- eSIM install resource: /v1/load/resource -------------------------------------------------

export interface LoadResourceRequest {
  orderId: string
}

export interface EsimResourceDto {
  iccid: string
  smdpAddress: string
  activationCode: string
  /** LPA:1$<smdpAddress>$<activationCode>, for manual entry and universal install links. */
  lpaString: string
  /** The text to render as the install QR code. */
  qrText: string
}
export type LoadResourceResponse = EsimResourceDto

// --- Payment methods: /v1.1/query/payments ----------------------------------------------------

export type PaymentMethodKind =
  'CARD' | 'APPLE_PAY' | 'GOOGLE_PAY' | 'PAYPAL' | 'ALIPAY' | 'BALANCE'

/** What is being paid for; the method list depends on it (no balance for buying credit). */
export type PaymentPurpose = 'ORDER' | 'TOPUP' | 'CREDIT'

export interface QueryPaymentMethodsRequest {
  purpose: PaymentPurpose
  currency: string
}

export interface PaymentMethodDto {
  /** Ids 5 and 6 pay on the same page (SAME_PAGE_PAYMENT_METHOD_IDS); others redirect. */
  id: number
  name: string
  kind: PaymentMethodKind
}
export interface QueryPaymentMethodsResponse {
  methods: PaymentMethodDto[]
}

// --- Checkout: setup, Adyen parameters, execute -----------------------------------------------

/** A purchase is either a data plan (a new eSIM order) or a credit plan (balance recharge). */
export type PurchaseItemDto =
  { type: 'PACKAGE'; packageId: string } | { type: 'CREDIT'; creditPlanId: string }

/**
 * What the buyer of an eSIM agrees to before paying (docs/product.md, "The store's rules"): the
 * eSIM is delivered at once, and the legal right of withdrawal ends with that delivery
 * (Consumer Rights Directive art. 16(m)). The server refuses a plan's payment without it
 * (`consentMissing`), keeps when it was given, and the receipt and the install-kit mail restate it.
 */
export interface PurchaseConsentDto {
  immediateDelivery: boolean
}

export interface SetupPaymentRequest extends IdempotentRequest {
  item: PurchaseItemDto
  paymentMethodId: number
  currency: string
  /** Required for a PACKAGE item (a new eSIM); a CREDIT item ignores it. */
  consent?: PurchaseConsentDto
  /**
   * Where the install kit (QR code, SM-DP+ address, activation code) is mailed once the order
   * is paid. Required for a guest session (SPEC 5 email rule); an account's kit goes to the
   * account email, and this field is ignored.
   */
  deliveryEmail?: string
}

/** The UNPAID order and the payment opened for it. */
export interface PaymentSetupDto {
  paymentId: string
  orderId: string
  orderNo: string
  amountUsd: number
  currency: string
}
export type SetupPaymentResponse = PaymentSetupDto

/** Adyen's own JSON (payment methods, component state, actions), passed through unread. */
export type AdyenJsonDto = Record<string, unknown>

/** For same-page methods: what the Adyen component needs to mount. */
export interface AdyenPayParamRequest {
  paymentId: string
}

export interface AdyenPayParamDto {
  paymentId: string
  /** Minor units, as Adyen counts (cents for USD, whole yen for JPY). */
  amount: { value: number; currency: string }
  countryCode: string
  shopperLocale: string
  /** Adyen's /paymentMethods answer, handed to the component as is. */
  paymentMethodsResponse: AdyenJsonDto
}
export type AdyenPayParamResponse = AdyenPayParamDto

export interface ExecutePaymentRequest extends IdempotentRequest {
  paymentId: string
  paymentMethodId: number
  /** Where the provider sends the shopper back: a payment-success or payment-fail page. */
  returnUrl: string
  /** The Adyen component's state data, for same-page methods only. */
  paymentData?: AdyenJsonDto
}

export type PaymentOutcome = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED'

/** What the client does next: nothing, leave for the provider, or let the component act (3DS). */
export type PaymentActionDto =
  | { type: 'NONE' }
  | { type: 'REDIRECT'; url: string }
  | { type: 'ADYEN_ACTION'; action: AdyenJsonDto }

export interface PaymentExecutionDto {
  paymentId: string
  status: PaymentOutcome
  action: PaymentActionDto
}
export type ExecutePaymentResponse = PaymentExecutionDto

export interface PaymentStatusRequest {
  paymentId: string
}

export interface PaymentStatusDto {
  paymentId: string
  orderId: string
  orderNo: string
  status: PaymentOutcome
  amountUsd: number
  currency: string
  /** Provider's reason, for FAILED; null otherwise. */
  failureReason: string | null
  /** A paid order's install kit was mailed to this address; null otherwise (or not said). */
  kitSentTo?: string | null
}
export type PaymentStatusResponse = PaymentStatusDto

// --- Paying an existing UNPAID order: /v1.1/payOrder/* ----------------------------------------

/** Opens and executes a payment in one step, for an order left unpaid (the /topay page). */
export interface PayOrderConfirmRequest extends IdempotentRequest {
  orderId: string
  paymentMethodId: number
  currency: string
  returnUrl: string
  paymentData?: AdyenJsonDto
  /** Required when it opens a payment for an eSIM order, as at setup; a follow-up needs none. */
  consent?: PurchaseConsentDto
}
export type PayOrderConfirmResponse = PaymentExecutionDto

/** The order's latest payment, for result pages that only know the order. */
export interface PayOrderStatusRequest {
  orderId: string
}
export type PayOrderStatusResponse = PaymentStatusDto

// --- Top-up ---------------------------------------------------------------------------------

/** What an eSIM can be topped up with: its order and the packages of the same area. */
export interface QueryTopupOrderRequest {
  iccid: string
}
export interface QueryTopupOrderResponse {
  order: OrderDto
  packages: PackageDto[]
}

export interface CreateTopupOrderRequest extends IdempotentRequest {
  iccid: string
  packageId: string
  currency: string
}

export interface TopupOrderDto {
  topupOrderId: string
  /** The eSIM order this top-up adds data to. */
  orderId: string
  iccid: string
  package: OrderPackageDto
  priceUsd: number
  currency: string
  paymentStatus: PaymentStatus
  /** ISO 8601. */
  createdAt: string
}
export type CreateTopupOrderResponse = TopupOrderDto

export interface SetupTopupRequest extends IdempotentRequest {
  topupOrderId: string
  paymentMethodId: number
  /** Required: a top-up is delivered at once too (PurchaseConsentDto). */
  consent?: PurchaseConsentDto
}

export interface TopupSetupDto {
  paymentId: string
  topupOrderId: string
  amountUsd: number
  currency: string
}
export type SetupTopupResponse = TopupSetupDto

export type ExecuteTopupPaymentRequest = ExecutePaymentRequest
export type ExecuteTopupPaymentResponse = PaymentExecutionDto

export type TopupPaymentStatusRequest = PaymentStatusRequest

export interface TopupPaymentStatusDto {
  paymentId: string
  topupOrderId: string
  iccid: string
  status: PaymentOutcome
  amountUsd: number
  currency: string
  failureReason: string | null
}
export type TopupPaymentStatusResponse = TopupPaymentStatusDto

// --- Credit ---------------------------------------------------------------------------------

/** Pay priceUsd, get creditUsd of balance (creditUsd - priceUsd is the bonus). */
export interface CreditPlanDto {
  creditPlanId: string
  priceUsd: number
  creditUsd: number
  popular: boolean
}
export interface QueryCreditPlansResponse {
  plans: CreditPlanDto[]
}

export type TransactionType = 'RECHARGE' | 'PURCHASE' | 'TOPUP' | 'REFUND' | 'REDEEM'

export interface TransactionDto {
  transactionId: string
  type: TransactionType
  /** Signed: positive adds to the balance, negative spends it. */
  amountUsd: number
  balanceAfterUsd: number
  description: string
  /** The order it belongs to, when there is one. */
  orderNo: string | null
  /** The payment it belongs to (a credit purchase, a purchase paid with credit): its receipt. */
  paymentId: string | null
  /** ISO 8601. */
  createdAt: string
}

/** pageNum and pageSize travel in the query string; the body carries only the envelope. */
export type QueryTransactionsRequest = PageRequest
export type QueryTransactionsResponse = PageDto<TransactionDto>

// --- Receipts: /v1/query/receipt --------------------------------------------------------------

/**
 * A paid purchase's receipt, asked for by its payment (what every result page knows) or by its
 * order (what My orders knows). A payment made without an account (a top-up by ICCID) is read
 * with its id alone; any other is read by its owner only.
 */
export type QueryReceiptRequest = { paymentId: string } | { orderId: string }

/** Who sold it, as the receipt must name them. */
export interface SellerDto {
  /** The legal name. */
  name: string
  /** Postal address, one line per element. */
  address: string[]
  email: string
  /** VAT or company registration number; null where none applies. */
  taxId: string | null
}

export type ReceiptItemDto =
  | { type: 'PLAN'; area: OrderAreaDto; package: OrderPackageDto }
  | { type: 'TOPUP'; area: OrderAreaDto; package: OrderPackageDto; iccid: string }
  | { type: 'CREDIT'; creditUsd: number }

export interface ReceiptDto {
  purpose: PaymentPurpose
  /** The order's number; a top-up has none of its own and shows its eSIM order's. */
  number: string
  paymentId: string
  /** ISO 8601 of the payment. */
  paidAt: string
  seller: SellerDto
  item: ReceiptItemDto
  /** What was charged, in USD; `currency` is what the shopper paid in. */
  amountUsd: number
  currency: string
  paymentMethod: {
    kind: PaymentMethodKind
    name: string
    /** A card's last four digits, when the provider gave them. */
    cardLast4: string | null
  }
  /** The buyer's address, unmasked: the page masks it (SPEC 5). Null for a top-up by ICCID alone. */
  buyerEmail: string | null
  /** PAID, or REFUNDING / REFUNDED after a refund. */
  paymentStatus: PaymentStatus
  /**
   * When the buyer asked for immediate delivery of the eSIM or the top-up and acknowledged the
   * end of the right of withdrawal (PurchaseConsentDto); null for credit and for older orders.
   */
  deliveryConsentAt: string | null
}
export type QueryReceiptResponse = ReceiptDto
