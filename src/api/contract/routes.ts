import type {
  AnonymousLoginRequest,
  AnonymousLoginResponse,
  CheckVerifyCodeRequest,
  CheckVerifyCodeResponse,
  GuestLoginRequest,
  LoginResponse,
  LogoutRequest,
  LogoutResponse,
  PasswordLoginRequest,
  PromotionRegisterUserRequest,
  PromotionRegisterUserResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SendVerifyCodeRequest,
  SendVerifyCodeResponse,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
  UserInfoRequest,
  UserInfoResponse,
} from './account'
import type {
  AreaSuggestionRequest,
  AreaSuggestionResponse,
  QueryAreasRequest,
  QueryAreasResponse,
  QueryBannersResponse,
  QueryDialogsResponse,
  QueryPackageListRequest,
  QueryPackageListResponse,
  QueryPackageRequest,
  QueryPackageResponse,
  QueryRecommendedResponse,
  SearchAreasRequest,
  SearchAreasResponse,
} from './catalogue'
import type {
  AdyenPayParamRequest,
  AdyenPayParamResponse,
  CreateTopupOrderRequest,
  CreateTopupOrderResponse,
  ExecutePaymentRequest,
  ExecutePaymentResponse,
  ExecuteTopupPaymentRequest,
  ExecuteTopupPaymentResponse,
  LoadResourceRequest,
  LoadResourceResponse,
  PayOrderConfirmRequest,
  PayOrderConfirmResponse,
  PayOrderStatusRequest,
  PayOrderStatusResponse,
  PaymentStatusRequest,
  PaymentStatusResponse,
  QueryCreditPlansResponse,
  QueryOrdersRequest,
  QueryOrdersResponse,
  QueryPaymentMethodsRequest,
  QueryPaymentMethodsResponse,
  QueryTopupOrderRequest,
  QueryTopupOrderResponse,
  QueryTransactionsResponse,
  RefundOrderRequest,
  RefundOrderResponse,
  QueryReceiptRequest,
  QueryReceiptResponse,
  SetupPaymentRequest,
  SetupPaymentResponse,
  SetupTopupRequest,
  SetupTopupResponse,
  TopupPaymentStatusRequest,
  TopupPaymentStatusResponse,
} from './order'
import type {
  ContactUsRequest,
  ContactUsResponse,
  MerchantProfileRequest,
  MerchantProfileResponse,
} from './partner'
import type {
  CreateReviewRequest,
  CreateReviewResponse,
  IsRedeemedRequest,
  IsRedeemedResponse,
  QueryReviewsRequest,
  QueryReviewsResponse,
  SubmitRedeemRequest,
  SubmitRedeemResponse,
} from './promo'
import type { WithdrawalRequest, WithdrawalResponse } from './withdrawal'

/**
 * Who may call a path (SPEC 2.7, docs/api.md 1.3):
 * - public: anyone;
 * - optional: anyone, and a valid token's session is used when sent (top-up by ICCID);
 * - session: any session, a guest's too;
 * - account: an account's session only, not a guest's.
 */
export type Access = 'public' | 'optional' | 'session' | 'account'

/** A call that sends no fields of its own (the envelope's fields are added by the client). */
export type NoFields = Record<string, never>

/**
 * One path of the API (SPEC 7.2): where it is, who may call it, and the types of its request
 * and of its answer's `obj`. The client's endpoint functions (src/api/endpoints) and the mock's
 * handlers (src/mocks/handlers) both take their path, access and types from here, so a path is
 * written once and both sides compile against the same shapes.
 */
export interface ApiRoute<Req = unknown, Res = unknown, A extends Access = Access> {
  readonly path: string
  readonly access: A
  /** Whole numbers the path takes in its query string rather than in the body (SPEC 7.2). */
  readonly query?: readonly string[]
  /** Never set: carries the request and response types for the compiler. */
  readonly types?: { request: Req; response: Res }
}

export type RequestOf<R> = R extends ApiRoute<infer Req, unknown, Access> ? Req : never
export type ResponseOf<R> = R extends ApiRoute<unknown, infer Res, Access> ? Res : never

/** Declares a route: the types first, then the path and access (TypeScript infers those). */
const route =
  <Req, Res>() =>
  <A extends Access>(path: string, access: A, query?: readonly string[]): ApiRoute<Req, Res, A> =>
    query ? { path, access, query } : { path, access }

/** Every path of SPEC 7.2 by name, grouped as docs/api.md groups them. */
export const API = {
  // Catalogue (docs/api.md 2)
  banners: route<NoFields, QueryBannersResponse>()('/v1/query/banner', 'public'),
  areas: route<QueryAreasRequest, QueryAreasResponse>()('/v1/query/areas', 'public'),
  searchAreas: route<SearchAreasRequest, SearchAreasResponse>()('/v2/search/areas', 'public'),
  package: route<QueryPackageRequest, QueryPackageResponse>()('/v3/query/package', 'public'),
  packageList: route<QueryPackageListRequest, QueryPackageListResponse>()(
    '/v2/query/package/list',
    'public',
  ),
  recommended: route<NoFields, QueryRecommendedResponse>()(
    '/v1/query/recommended-package',
    'public',
  ),
  areaSuggestion: route<AreaSuggestionRequest, AreaSuggestionResponse>()(
    '/api/v1/area-ai-suggestion-detail/query',
    'public',
  ),
  dialogs: route<NoFields, QueryDialogsResponse>()('/v1/dialog/show/list', 'public'),

  // Accounts and sessions (docs/api.md 3)
  anonymousLogin: route<AnonymousLoginRequest, AnonymousLoginResponse>()(
    '/v1/user/oauth',
    'public',
  ),
  login: route<PasswordLoginRequest | GuestLoginRequest, LoginResponse>()(
    '/v1/user/login',
    'public',
  ),
  register: route<RegisterRequest, RegisterResponse>()('/v1/user/register', 'public'),
  sendVerifyCode: route<SendVerifyCodeRequest, SendVerifyCodeResponse>()(
    '/v1/send/verify-code',
    'public',
  ),
  checkVerifyCode: route<CheckVerifyCodeRequest, CheckVerifyCodeResponse>()(
    '/v1/check/verify-code',
    'public',
  ),
  resetPassword: route<ResetPasswordRequest, ResetPasswordResponse>()(
    '/v1/reset/password',
    'public',
  ),
  updatePassword: route<UpdatePasswordRequest, UpdatePasswordResponse>()(
    '/v1/update/password',
    'account',
  ),
  userInfo: route<UserInfoRequest, UserInfoResponse>()('/v1.1/query/user-info', 'session'),
  logout: route<LogoutRequest, LogoutResponse>()('/v1/user/logout', 'session'),
  promotionRegisterUser: route<PromotionRegisterUserRequest, PromotionRegisterUserResponse>()(
    '/v1/promotion/registerUser',
    'account',
  ),

  // Orders and payments (docs/api.md 4)
  orders: route<QueryOrdersRequest, QueryOrdersResponse>()('/v3/query/orders', 'session'),
  loadResource: route<LoadResourceRequest, LoadResourceResponse>()('/v1/load/resource', 'session'),
  refund: route<RefundOrderRequest, RefundOrderResponse>()('/v1/refund/order', 'session'),
  receipt: route<QueryReceiptRequest, QueryReceiptResponse>()('/v1/query/receipt', 'optional'),
  paymentMethods: route<QueryPaymentMethodsRequest, QueryPaymentMethodsResponse>()(
    '/v1.1/query/payments',
    'optional',
  ),
  setupPayment: route<SetupPaymentRequest, SetupPaymentResponse>()(
    '/v1.1/setup/payment',
    'session',
  ),
  adyenPayParam: route<AdyenPayParamRequest, AdyenPayParamResponse>()(
    '/v1/get/payparam/adyen-pay',
    'optional',
  ),
  executePayment: route<ExecutePaymentRequest, ExecutePaymentResponse>()(
    '/v1.1/execute/payment',
    'session',
  ),
  paymentStatus: route<PaymentStatusRequest, PaymentStatusResponse>()(
    '/v1.1/query/payment-status',
    'session',
  ),
  payOrderConfirm: route<PayOrderConfirmRequest, PayOrderConfirmResponse>()(
    '/v1.1/payOrder/confirm',
    'session',
  ),
  payOrderStatus: route<PayOrderStatusRequest, PayOrderStatusResponse>()(
    '/v1.1/payOrder/payment-status',
    'session',
  ),
  topupOrder: route<QueryTopupOrderRequest, QueryTopupOrderResponse>()(
    '/v1/data/query/topup-order',
    'optional',
  ),
  createTopupOrder: route<CreateTopupOrderRequest, CreateTopupOrderResponse>()(
    '/v1.1/data/create/topup-order',
    'optional',
  ),
  setupTopup: route<SetupTopupRequest, SetupTopupResponse>()('/v1/setup/topup', 'optional'),
  executeTopupPayment: route<ExecuteTopupPaymentRequest, ExecuteTopupPaymentResponse>()(
    '/v1.1/execute/topup/payment',
    'optional',
  ),
  topupPaymentStatus: route<TopupPaymentStatusRequest, TopupPaymentStatusResponse>()(
    '/v1/query/topup/payment-status',
    'optional',
  ),
  creditPlans: route<NoFields, QueryCreditPlansResponse>()('/v1/query/credit-plan', 'account'),
  /** Pages through the query string, not the body. */
  transactions: route<NoFields, QueryTransactionsResponse>()('/v2/query/transactions', 'account', [
    'pageNum',
    'pageSize',
  ]),

  // Promo codes and reviews (docs/api.md 5)
  redeem: route<SubmitRedeemRequest, SubmitRedeemResponse>()('/v2/submit/redeem', 'account'),
  isRedeemed: route<IsRedeemedRequest, IsRedeemedResponse>()(
    '/v2/isRedeemedByRedeemType',
    'account',
  ),
  createReview: route<CreateReviewRequest, CreateReviewResponse>()(
    '/v2/create/dataPlanOrderReviewed',
    'session',
  ),
  reviews: route<QueryReviewsRequest, QueryReviewsResponse>()(
    '/v2/query/dataPlanOrderReviewedPage',
    'public',
  ),

  // The withdrawal function (docs/api.md 4.7)
  withdraw: route<WithdrawalRequest, WithdrawalResponse>()('/v1/withdrawal/submit', 'optional'),

  // Partners (docs/api.md 6)
  contactUs: route<ContactUsRequest, ContactUsResponse>()('/v1/partnership/contactUs', 'public'),
  merchantProfile: route<MerchantProfileRequest, MerchantProfileResponse>()(
    '/v1/partner/merchant',
    'public',
  ),
} as const

export type ApiName = keyof typeof API
