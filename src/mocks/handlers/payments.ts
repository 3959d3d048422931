import { API } from '../../api/contract/routes'
import type {
  AdyenPayParamDto,
  PayOrderConfirmRequest,
  PaymentExecutionDto,
  PaymentSetupDto,
  SetupPaymentRequest,
} from '../../api/contract/order'
import { findCurrency } from '../../api/contract/currencies'
import type { MockDatabase, SessionInfo } from '../db/database'
import { createCreditOrder, createOrder, createPayment } from '../db/orderLifecycle'
import type { PaymentRecord } from '../db/orderRecords'
import { CREDIT_PLANS } from '../db/orderRules'
import { consentGiven } from '../payment/consent'
import { executeAttempt } from '../payment/executePayment'
import { tick } from '../payment/paymentClock'
import {
  SAME_PAGE_METHOD_IDS,
  isCurrency,
  isPurpose,
  methodRefusal,
  methodsFor,
  paymentUnavailable,
} from '../payment/paymentMethods'
import { findPayment, paymentStatusOf, pollPayment } from '../payment/paymentStatus'
import {
  fail,
  isRefusal,
  ok,
  okEnv,
  refuse,
  reply,
  type Answer,
  type MockOptions,
} from '../respond'
import { MOCK_PROVIDER_ANSWER } from '../../api/contract/mockControl'
import { answerAsProvider } from '../payment/provider'
import { isValidEmail } from '../../shared/lib/validation'
import { convertFromUsd, ZERO_DECIMAL_CURRENCIES } from '../../shared/lib/money'
import { idempotent } from './idempotent'
import { signedRoute } from './signedRoute'

const SHOPPER_LOCALES: Readonly<Record<string, string>> = {
  en: 'en-US',
  es: 'es-ES',
  de: 'de-DE',
  ja: 'ja-JP',
  tr: 'tr-TR',
  'zh-CN': 'zh-CN',
  'zh-HK': 'zh-HK',
}

/** Adyen's /paymentMethods answer for the component of a same-page method. */
function adyenMethodsResponse(methodId: number) {
  return methodId === 6
    ? {
        paymentMethods: [
          {
            type: 'googlepay',
            name: 'Google Pay',
            configuration: { merchantId: 'mock-merchant', gatewayMerchantId: 'RoamwiseMock' },
          },
        ],
      }
    : { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }] }
}

/** An eSIM order or credit purchase of the caller's, by id. */
function ownTarget(db: MockDatabase, orderId: unknown, email: string) {
  const order = db.data.orders.find((item) => item.orderId === orderId && item.email === email)
  if (order)
    return {
      purpose: 'ORDER' as const,
      orderId: order.orderId,
      status: order.paymentStatus,
      priceUsd: order.priceUsd,
    }
  const credit = db.data.creditOrders.find(
    (item) => item.orderId === orderId && item.email === email,
  )
  if (credit)
    return {
      purpose: 'CREDIT' as const,
      orderId: credit.orderId,
      status: credit.paymentStatus,
      priceUsd: credit.priceUsd,
    }
  return null
}

function latestPaymentOf(db: MockDatabase, targetId: string): PaymentRecord | undefined {
  return db.data.payments.filter((payment) => payment.targetId === targetId).at(-1)
}

function setup(
  db: MockDatabase,
  body: SetupPaymentRequest,
  session: SessionInfo,
): Answer<PaymentSetupDto> {
  if (db.data.settings.paymentUnavailable) return paymentUnavailable()
  const item = body.item as Partial<SetupPaymentRequest['item']> | undefined
  if (!isCurrency(body.currency)) return refuse('badCurrency')
  // The order (or credit order) is new, so its payment is too: opened at its price and currency.
  const openPayment = (
    purpose: 'ORDER' | 'CREDIT',
    order: { orderId: string; orderNo: string; priceUsd: number },
  ): PaymentSetupDto => {
    const payment = createPayment(db, {
      purpose,
      targetId: order.orderId,
      email: session.email,
      methodId: body.paymentMethodId,
      amountUsd: order.priceUsd,
      currency: body.currency,
    })
    return {
      paymentId: payment.paymentId,
      orderId: order.orderId,
      orderNo: order.orderNo,
      amountUsd: payment.amountUsd,
      currency: payment.currency,
    }
  }
  if (item?.type === 'PACKAGE') {
    const pkg = db.catalogue.packages.find((candidate) => candidate.packageId === item.packageId)
    if (!pkg) return refuse('noPackage')
    const refusal = methodRefusal('ORDER', body.paymentMethodId, session)
    if (refusal) return refusal
    // A guest's kit goes to the address given here; an account's to the account email.
    const sendTo = typeof body.deliveryEmail === 'string' ? body.deliveryEmail.trim() : ''
    if (session.loginType !== 'accountLogin' && !isValidEmail(sendTo)) {
      return refuse('deliveryEmailInvalid')
    }
    if (!consentGiven(body.consent)) return refuse('consentMissing')
    const order = createOrder(db, session.email, pkg, body.currency)
    order.deliveryConsentAt = new Date().toISOString()
    order.kitEmail = session.loginType === 'accountLogin' ? session.email : sendTo.toLowerCase()
    return okEnv(openPayment('ORDER', order))
  }
  if (item?.type === 'CREDIT') {
    if (session.loginType !== 'accountLogin') {
      return refuse('needsAccount')
    }
    const plan = CREDIT_PLANS.find((candidate) => candidate.creditPlanId === item.creditPlanId)
    if (!plan) return refuse('noCreditPlan')
    const refusal = methodRefusal('CREDIT', body.paymentMethodId, session)
    if (refusal) return refusal
    return okEnv(openPayment('CREDIT', createCreditOrder(db, session.email, plan, body.currency)))
  }
  return refuse('badItem')
}

/** Pays an order left unpaid: a follow-up goes to its waiting payment, anything else opens one. */
function confirm(
  db: MockDatabase,
  body: PayOrderConfirmRequest,
  session: SessionInfo,
): Answer<PaymentExecutionDto> {
  if (db.data.settings.paymentUnavailable) return paymentUnavailable()
  const target = ownTarget(db, body.orderId, session.email)
  if (!target) return refuse('noOrder')
  const latest = latestPaymentOf(db, target.orderId)
  const data = body.paymentData as { details?: unknown } | undefined
  if (data?.details !== undefined) {
    return latest ? executeAttempt(db, latest, body, session) : refuse('notAwaiting')
  }
  if (target.status === 'PAID') return refuse('alreadyPaid')
  if (target.status !== 'UNPAID') return refuse('notPayable')
  if (latest?.status === 'PENDING' && latest.settling) return refuse('stillProcessing')
  if (!isCurrency(body.currency)) return refuse('badCurrency')
  if (target.purpose === 'ORDER' && !consentGiven(body.consent)) return refuse('consentMissing')
  const refusal = methodRefusal(target.purpose, body.paymentMethodId, session)
  if (refusal) return refusal
  const payment = createPayment(db, {
    purpose: target.purpose,
    targetId: target.orderId,
    email: session.email,
    methodId: body.paymentMethodId,
    amountUsd: target.priceUsd,
    currency: body.currency,
  })
  const answer = executeAttempt(db, payment, body, session)
  if (isRefusal(answer) || !answer.success) {
    db.data.payments = db.data.payments.filter((item) => item !== payment)
    return answer
  }
  const order = db.data.orders.find((item) => item.orderId === target.orderId)
  if (order) order.deliveryConsentAt = new Date().toISOString()
  if (latest?.status === 'PENDING') {
    latest.status = 'CANCELLED'
    latest.failureReason = 'replaced'
    latest.awaiting = null
    latest.redirectUrl = null
  }
  return answer
}

/** Checkout: methods, setup, the Adyen parameters, execute, status and pay-order (SPEC 7.2). */
export function paymentHandlers(db: MockDatabase, options: MockOptions) {
  const route = signedRoute(db, options)
  return [
    route(API.paymentMethods, (body, session, { lang }) => {
      if (!isPurpose(body.purpose)) return fail('badPurpose', lang)
      if (!isCurrency(body.currency)) return fail('badCurrency', lang)
      return ok({ methods: methodsFor(body.purpose, session) })
    }),

    route(API.setupPayment, (body, session, { lang }) => {
      tick(db)
      return idempotent(db, API.setupPayment.path, body, session, lang, () =>
        setup(db, body, session),
      )
    }),

    route(API.adyenPayParam, (body, session, { lang }) => {
      tick(db)
      const payment = findPayment(db, body.paymentId, session, ['ORDER', 'TOPUP', 'CREDIT'])
      if (!payment) return fail('noPayment', lang)
      if (!SAME_PAGE_METHOD_IDS.includes(payment.methodId)) return fail('notSamePage', lang)
      const currency = { code: payment.currency, rate: findCurrency(payment.currency)?.rate ?? 1 }
      // Adyen's minor units: what the checkout showed, to the unit (yen and won have no cents).
      const exponent = ZERO_DECIMAL_CURRENCIES.has(payment.currency) ? 1 : 100
      const params: AdyenPayParamDto = {
        paymentId: payment.paymentId,
        amount: {
          value: Math.round(convertFromUsd(payment.amountUsd, currency) * exponent),
          currency: payment.currency,
        },
        countryCode: db.data.settings.visitorCountry,
        shopperLocale: SHOPPER_LOCALES[lang] ?? 'en-US',
        paymentMethodsResponse: adyenMethodsResponse(payment.methodId),
      }
      return ok(params)
    }),

    route(API.executePayment, (body, session, { lang }) => {
      tick(db)
      return idempotent(db, API.executePayment.path, body, session, lang, () => {
        if (db.data.settings.paymentUnavailable) return paymentUnavailable()
        const payment = findPayment(db, body.paymentId, session, ['ORDER', 'CREDIT'])
        if (!payment) return refuse('noPayment')
        return executeAttempt(db, payment, body, session)
      })
    }),

    route(API.paymentStatus, (body, session, { lang }) => {
      tick(db)
      const payment = findPayment(db, body.paymentId, session, ['ORDER', 'CREDIT'])
      if (!payment) return fail('noPayment', lang)
      pollPayment(db, payment)
      return ok(paymentStatusOf(db, payment, lang))
    }),

    route(API.payOrderConfirm, (body, session, { lang }) => {
      tick(db)
      return idempotent(db, API.payOrderConfirm.path, body, session, lang, () =>
        confirm(db, body, session),
      )
    }),

    // The simulated provider's own page answers here (provider.ts), not the store's API.
    route(MOCK_PROVIDER_ANSWER, (body, _session, { lang }) => {
      tick(db)
      const answer = answerAsProvider(db, body)
      return isRefusal(answer) ? reply(answer, lang) : ok(answer)
    }),

    route(API.payOrderStatus, (body, session, { lang }) => {
      tick(db)
      const target = ownTarget(db, body.orderId, session.email)
      if (!target) return fail('noOrder', lang)
      const payment = latestPaymentOf(db, target.orderId)
      if (!payment) return fail('noPaymentYet', lang)
      pollPayment(db, payment)
      return ok(paymentStatusOf(db, payment, lang))
    }),
  ]
}
