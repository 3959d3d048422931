import { post } from '../http'
import { API } from '../contract/routes'
import type { PageDto } from '../contract/paging'
import type {
  AdyenPayParamDto,
  AdyenPayParamRequest,
  CreateTopupOrderRequest,
  CreditPlanDto,
  EsimResourceDto,
  ExecutePaymentRequest,
  ExecuteTopupPaymentRequest,
  LoadResourceRequest,
  OrderDto,
  OrderTab,
  PayOrderConfirmRequest,
  PayOrderStatusRequest,
  QueryReceiptRequest,
  ReceiptDto,
  PaymentExecutionDto,
  PaymentMethodDto,
  PaymentPurpose,
  PaymentSetupDto,
  PaymentStatusDto,
  PaymentStatusRequest,
  PurchaseConsentDto,
  PurchaseItemDto,
  QueryOrdersRequest,
  QueryPaymentMethodsRequest,
  QueryTopupOrderRequest,
  QueryTopupOrderResponse,
  QueryTransactionsRequest,
  RefundOrderRequest,
  SetupPaymentRequest,
  SetupTopupRequest,
  TopupOrderDto,
  TopupPaymentStatusDto,
  TopupPaymentStatusRequest,
  TopupSetupDto,
  TransactionDto,
} from '../contract/order'

// Money-moving calls take the idempotency key from the caller rather than making one here:
// the key must stay the same when the thunk retries the same intent.

// --- Orders -----------------------------------------------------------------------------------

export async function queryOrders(
  tab: OrderTab,
  pageNum: number,
  pageSize: number,
): Promise<PageDto<OrderDto>> {
  const body: QueryOrdersRequest = { tab, pageNum, pageSize }
  return post(API.orders, body)
}

/** Resolves with the order as it now is (paymentStatus REFUNDING). */
export async function refundOrder(
  orderId: string,
  reason: string,
  idempotencyKey: string,
): Promise<OrderDto> {
  const body: RefundOrderRequest = { orderId, reason, idempotencyKey }
  return (await post(API.refund, body)).order
}

export async function loadEsimResource(orderId: string): Promise<EsimResourceDto> {
  const body: LoadResourceRequest = { orderId }
  return post(API.loadResource, body)
}

// --- Checkout ---------------------------------------------------------------------------------

export async function queryPaymentMethods(
  purpose: PaymentPurpose,
  currency: string,
): Promise<PaymentMethodDto[]> {
  const body: QueryPaymentMethodsRequest = { purpose, currency }
  return (await post(API.paymentMethods, body)).methods
}

/** Opens an UNPAID order and its payment; RT_NOBEL_ERROR_10031 means payment is unavailable. */
export async function setupPayment(
  item: PurchaseItemDto,
  paymentMethodId: number,
  currency: string,
  idempotencyKey: string,
  deliveryEmail?: string,
  consent?: PurchaseConsentDto,
): Promise<PaymentSetupDto> {
  const body: SetupPaymentRequest = {
    item,
    paymentMethodId,
    currency,
    idempotencyKey,
    ...(deliveryEmail ? { deliveryEmail } : {}),
    ...(consent ? { consent } : {}),
  }
  return post(API.setupPayment, body)
}

export async function getAdyenPayParams(paymentId: string): Promise<AdyenPayParamDto> {
  const body: AdyenPayParamRequest = { paymentId }
  return post(API.adyenPayParam, body)
}

export async function executePayment(request: ExecutePaymentRequest): Promise<PaymentExecutionDto> {
  return post(API.executePayment, request)
}

export async function queryPaymentStatus(paymentId: string): Promise<PaymentStatusDto> {
  const body: PaymentStatusRequest = { paymentId }
  return post(API.paymentStatus, body)
}

/** Pays an order left UNPAID: opens and executes its payment in one call. */
export async function confirmPayOrder(
  request: PayOrderConfirmRequest,
): Promise<PaymentExecutionDto> {
  return post(API.payOrderConfirm, request)
}

export async function queryPayOrderStatus(orderId: string): Promise<PaymentStatusDto> {
  const body: PayOrderStatusRequest = { orderId }
  return post(API.payOrderStatus, body)
}

/** A paid purchase's receipt, by its payment or its order (docs/api.md 4.5). */
export async function queryReceipt(request: QueryReceiptRequest): Promise<ReceiptDto> {
  return post(API.receipt, request)
}

// --- Top-up -----------------------------------------------------------------------------------

export async function queryTopupOrder(iccid: string): Promise<QueryTopupOrderResponse> {
  const body: QueryTopupOrderRequest = { iccid }
  return post(API.topupOrder, body)
}

export async function createTopupOrder(
  iccid: string,
  packageId: string,
  currency: string,
  idempotencyKey: string,
): Promise<TopupOrderDto> {
  const body: CreateTopupOrderRequest = { iccid, packageId, currency, idempotencyKey }
  return post(API.createTopupOrder, body)
}

export async function setupTopup(
  topupOrderId: string,
  paymentMethodId: number,
  idempotencyKey: string,
  consent?: PurchaseConsentDto,
): Promise<TopupSetupDto> {
  const body: SetupTopupRequest = {
    topupOrderId,
    paymentMethodId,
    idempotencyKey,
    ...(consent ? { consent } : {}),
  }
  return post(API.setupTopup, body)
}

export async function executeTopupPayment(
  request: ExecuteTopupPaymentRequest,
): Promise<PaymentExecutionDto> {
  return post(API.executeTopupPayment, request)
}

export async function queryTopupPaymentStatus(paymentId: string): Promise<TopupPaymentStatusDto> {
  const body: TopupPaymentStatusRequest = { paymentId }
  return post(API.topupPaymentStatus, body)
}

// --- Credit -----------------------------------------------------------------------------------

export async function queryCreditPlans(): Promise<CreditPlanDto[]> {
  return (await post(API.creditPlans)).plans
}

/** SPEC 7.2 puts the paging in the query string and leaves the body empty. */
export async function queryTransactions(
  pageNum: number,
  pageSize: number,
): Promise<PageDto<TransactionDto>> {
  const params: QueryTransactionsRequest = { pageNum, pageSize }
  return post(API.transactions, {}, { params })
}
