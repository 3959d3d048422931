import { post } from '../http'
import type { PageDto } from '../contract/paging'
import type {
  AdyenPayParamDto,
  AdyenPayParamRequest,
  AdyenPayParamResponse,
  CreateTopupOrderRequest,
  CreateTopupOrderResponse,
  CreditPlanDto,
  EsimResourceDto,
  ExecutePaymentRequest,
  ExecutePaymentResponse,
  ExecuteTopupPaymentRequest,
  ExecuteTopupPaymentResponse,
  LoadResourceRequest,
  LoadResourceResponse,
  OrderDto,
  OrderTab,
  PayOrderConfirmRequest,
  PayOrderConfirmResponse,
  PayOrderStatusRequest,
  PayOrderStatusResponse,
  PaymentExecutionDto,
  PaymentMethodDto,
  PaymentPurpose,
  PaymentSetupDto,
  PaymentStatusDto,
  PaymentStatusRequest,
  PaymentStatusResponse,
  PurchaseItemDto,
  QueryCreditPlansResponse,
  QueryOrdersRequest,
  QueryOrdersResponse,
  QueryPaymentMethodsRequest,
  QueryPaymentMethodsResponse,
  QueryTopupOrderRequest,
  QueryTopupOrderResponse,
  QueryTransactionsRequest,
  QueryTransactionsResponse,
  RefundOrderRequest,
  RefundOrderResponse,
  SetupPaymentRequest,
  SetupPaymentResponse,
  SetupTopupRequest,
  SetupTopupResponse,
  TopupOrderDto,
  TopupPaymentStatusDto,
  TopupPaymentStatusRequest,
  TopupPaymentStatusResponse,
  TopupSetupDto,
  TransactionDto,
} from '../contract/order'

export const ORDER_PATHS = {
  orders: '/v3/query/orders',
  refund: '/v1/refund/order',
  adyenPayParam: '/v1/get/payparam/adyen-pay',
  setupPayment: '/v1.1/setup/payment',
  executePayment: '/v1.1/execute/payment',
  paymentStatus: '/v1.1/query/payment-status',
  paymentMethods: '/v1.1/query/payments',
  payOrderStatus: '/v1.1/payOrder/payment-status',
  payOrderConfirm: '/v1.1/payOrder/confirm',
  loadResource: '/v1/load/resource',
  topupPaymentStatus: '/v1/query/topup/payment-status',
  topupOrder: '/v1/data/query/topup-order',
  createTopupOrder: '/v1.1/data/create/topup-order',
  setupTopup: '/v1/setup/topup',
  executeTopupPayment: '/v1.1/execute/topup/payment',
  creditPlans: '/v1/query/credit-plan',
  transactions: '/v2/query/transactions',
} as const

// Money-moving calls take the idempotency key from the caller rather than making one here:
// the key must stay the same when the thunk retries the same intent.

// --- Orders -----------------------------------------------------------------------------------

export async function queryOrders(
  tab: OrderTab,
  pageNum: number,
  pageSize: number,
): Promise<PageDto<OrderDto>> {
  const body: QueryOrdersRequest = { tab, pageNum, pageSize }
  return post<QueryOrdersResponse>(ORDER_PATHS.orders, body)
}

/** Resolves with the order as it now is (paymentStatus REFUNDING). */
export async function refundOrder(
  orderId: string,
  reason: string,
  idempotencyKey: string,
): Promise<OrderDto> {
  const body: RefundOrderRequest = { orderId, reason, idempotencyKey }
  return (await post<RefundOrderResponse>(ORDER_PATHS.refund, body)).order
}

export async function loadEsimResource(orderId: string): Promise<EsimResourceDto> {
  const body: LoadResourceRequest = { orderId }
  return post<LoadResourceResponse>(ORDER_PATHS.loadResource, body)
}

// --- Checkout ---------------------------------------------------------------------------------

export async function queryPaymentMethods(
  purpose: PaymentPurpose,
  currency: string,
): Promise<PaymentMethodDto[]> {
  const body: QueryPaymentMethodsRequest = { purpose, currency }
  return (await post<QueryPaymentMethodsResponse>(ORDER_PATHS.paymentMethods, body)).methods
}

/** Opens an UNPAID order and its payment; RT_NOBEL_ERROR_10031 means payment is unavailable. */
export async function setupPayment(
  item: PurchaseItemDto,
  paymentMethodId: number,
  currency: string,
  idempotencyKey: string,
  deliveryEmail?: string,
): Promise<PaymentSetupDto> {
  const body: SetupPaymentRequest = {
    item,
    paymentMethodId,
    currency,
    idempotencyKey,
    ...(deliveryEmail ? { deliveryEmail } : {}),
  }
  return post<SetupPaymentResponse>(ORDER_PATHS.setupPayment, body)
}

export async function getAdyenPayParams(paymentId: string): Promise<AdyenPayParamDto> {
  const body: AdyenPayParamRequest = { paymentId }
  return post<AdyenPayParamResponse>(ORDER_PATHS.adyenPayParam, body)
}

export async function executePayment(request: ExecutePaymentRequest): Promise<PaymentExecutionDto> {
  return post<ExecutePaymentResponse>(ORDER_PATHS.executePayment, request)
}

export async function queryPaymentStatus(paymentId: string): Promise<PaymentStatusDto> {
  const body: PaymentStatusRequest = { paymentId }
  return post<PaymentStatusResponse>(ORDER_PATHS.paymentStatus, body)
}

/** Pays an order left UNPAID: opens and executes its payment in one call. */
export async function confirmPayOrder(
  request: PayOrderConfirmRequest,
): Promise<PaymentExecutionDto> {
  return post<PayOrderConfirmResponse>(ORDER_PATHS.payOrderConfirm, request)
}

export async function queryPayOrderStatus(orderId: string): Promise<PaymentStatusDto> {
  const body: PayOrderStatusRequest = { orderId }
  return post<PayOrderStatusResponse>(ORDER_PATHS.payOrderStatus, body)
}

// --- Top-up -----------------------------------------------------------------------------------

export async function queryTopupOrder(iccid: string): Promise<QueryTopupOrderResponse> {
  const body: QueryTopupOrderRequest = { iccid }
  return post<QueryTopupOrderResponse>(ORDER_PATHS.topupOrder, body)
}

export async function createTopupOrder(
  iccid: string,
  packageId: string,
  currency: string,
  idempotencyKey: string,
): Promise<TopupOrderDto> {
  const body: CreateTopupOrderRequest = { iccid, packageId, currency, idempotencyKey }
  return post<CreateTopupOrderResponse>(ORDER_PATHS.createTopupOrder, body)
}

export async function setupTopup(
  topupOrderId: string,
  paymentMethodId: number,
  idempotencyKey: string,
): Promise<TopupSetupDto> {
  const body: SetupTopupRequest = { topupOrderId, paymentMethodId, idempotencyKey }
  return post<SetupTopupResponse>(ORDER_PATHS.setupTopup, body)
}

export async function executeTopupPayment(
  request: ExecuteTopupPaymentRequest,
): Promise<PaymentExecutionDto> {
  return post<ExecuteTopupPaymentResponse>(ORDER_PATHS.executeTopupPayment, request)
}

export async function queryTopupPaymentStatus(paymentId: string): Promise<TopupPaymentStatusDto> {
  const body: TopupPaymentStatusRequest = { paymentId }
  return post<TopupPaymentStatusResponse>(ORDER_PATHS.topupPaymentStatus, body)
}

// --- Credit -----------------------------------------------------------------------------------

export async function queryCreditPlans(): Promise<CreditPlanDto[]> {
  return (await post<QueryCreditPlansResponse>(ORDER_PATHS.creditPlans)).plans
}

/** SPEC 7.2 puts the paging in the query string and leaves the body empty. */
export async function queryTransactions(
  pageNum: number,
  pageSize: number,
): Promise<PageDto<TransactionDto>> {
  const params: QueryTransactionsRequest = { pageNum, pageSize }
  return post<QueryTransactionsResponse>(ORDER_PATHS.transactions, {}, { params })
}
