import type { ComponentType } from 'react'
import { withOrderState } from '../withOrderState'

/** One row per page of SPEC 2.2; the router generates it once per locale. */
export interface PageDefinition {
  /** Route name; the route id is `<name>___<locale>`. */
  name: string
  /** Path without locale prefix or leading slash; '' is the home page. `{slug}` = product slug. */
  path: string
  load: () => Promise<{ default: ComponentType }>
  /** Pages that want the whole screen (e.g. checkout) switch the footer off. */
  hideFooter?: boolean
  /**
   * Only with a token (SPEC 2.7): the guard (router/guard.ts) sends a visitor without one to
   * the login page from any path that contains this page's path, e.g. /ja/orders.
   */
  requiresToken?: boolean
  /**
   * No third-party script may run in this page's document: the account and payment pages
   * (PCI DSS 4.0 6.4.3, issue 35.4; docs/scripts.md). Reached from a page that ran them, the
   * page loads as a new document.
   */
  scriptFree?: boolean
}

export const pages: readonly PageDefinition[] = [
  { name: 'index', path: '', load: () => import('../../features/catalogue/HomePage') },
  // Area and plan pages (catalogue). ':area' is a catch-all segment, so it stays below the
  // static paths in matching priority automatically (react-router ranks static first).
  { name: 'area', path: ':area', load: () => import('../../features/catalogue/area/AreaPage') },
  {
    name: 'area-dataplan',
    path: ':area/:dataplan',
    load: () => import('../../features/catalogue/area/AreaPage'),
  },
  {
    name: 'mealdetail',
    path: 'mealdetail',
    load: () => import('../../features/catalogue/plan/PlanDetailPage'),
  },
  {
    name: 'esim-call-text',
    path: 'esim-call-text',
    load: () => import('../../features/catalogue/offers/CallTextPage'),
  },
  {
    name: 'esim-call-text-dataplan',
    path: 'esim-call-text/:dataplan',
    load: () => import('../../features/catalogue/offers/CallTextPage'),
  },
  {
    name: 'esim-christmas-discount',
    path: 'esim-christmas-discount',
    load: () => import('../../features/catalogue/offers/DiscountPage'),
  },
  {
    name: 'login',
    path: 'login',
    scriptFree: true,
    load: () => import('../../features/session/pages/LoginPage'),
  },
  {
    name: 'signup',
    path: 'signup',
    scriptFree: true,
    load: () => import('../../features/session/pages/SignupPage'),
  },
  {
    name: 'forgotPwd',
    path: 'forgotPwd',
    scriptFree: true,
    load: () => import('../../features/session/pages/ForgotPasswordPage'),
  },
  {
    name: 'resetpwd',
    path: 'resetpwd',
    scriptFree: true,
    load: () => import('../../features/session/pages/ResetPasswordPage'),
  },
  {
    name: 'changepwd',
    path: 'changepwd',
    scriptFree: true,
    requiresToken: true,
    load: () => import('../../features/session/pages/ChangePasswordPage'),
  },
  {
    name: 'linkexpire',
    path: 'linkexpire',
    scriptFree: true,
    load: () => import('../../features/session/pages/LinkExpiredPage'),
  },
  // Content pages (features/content).
  {
    name: 'faq',
    path: 'faq-{slug}-esim',
    load: () => import('../../features/content/faq/FaqPage'),
  },
  {
    name: 'how-it-works',
    path: 'how-it-works',
    load: () => import('../../features/content/HowItWorksPage'),
  },
  { name: 'about', path: 'about-{slug}', load: () => import('../../features/content/AboutPage') },
  {
    name: 'agreement',
    path: 'agreement',
    load: () => import('../../features/content/legal/AgreementPage'),
  },
  {
    name: 'privacy-policy',
    path: 'privacy-policy',
    load: () => import('../../features/content/legal/PrivacyPage'),
  },
  {
    name: 'withdrawal',
    path: 'withdrawal',
    load: () => import('../../features/content/legal/WithdrawalPage'),
  },
  {
    // The withdrawal function (decision 041): it takes a name and an email, so no third party.
    name: 'withdraw',
    path: 'withdraw',
    scriptFree: true,
    load: () => import('../../features/content/legal/WithdrawPage'),
  },
  {
    name: 'legal-notice',
    path: 'legal-notice',
    load: () => import('../../features/content/legal/LegalNoticePage'),
  },
  {
    name: 'partnership',
    path: 'partnership',
    load: () => import('../../features/content/partnership/PartnershipPage'),
  },
  { name: 'error', path: 'error', load: () => import('../../features/content/ErrorPage') },
  {
    name: 'orders',
    path: 'orders',
    scriptFree: true,
    requiresToken: true,
    load: withOrderState(() => import('../../features/order/orders/OrdersPage')),
  },
  {
    // A top-up paid by ICCID alone has a receipt too, so no token is required (docs/api.md 4.5).
    name: 'receipt',
    path: 'receipt',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/receipt/ReceiptPage')),
  },
  // Checkout and its results (features/order: checkout, payment); the aliases share a page.
  {
    name: 'topay',
    path: 'topay',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/checkout/CheckoutPage')),
    hideFooter: true,
  },
  {
    name: 'transit',
    path: 'transit',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/payment/TransitPage')),
    hideFooter: true,
  },
  {
    name: 'payment-success',
    path: 'payment-success',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/payment/PaymentResultPage')),
  },
  {
    name: 'paysuccess',
    path: 'paysuccess',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/payment/PaymentResultPage')),
  },
  {
    name: 'payment-fail',
    path: 'payment-fail',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/payment/PaymentResultPage')),
  },
  // Top-up, credit and balance (features/order: topup, credit); the aliases share a page.
  {
    name: 'topup',
    path: 'topup',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/topup/TopupPage')),
  },
  {
    name: 'topup-success',
    path: 'topup-success',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/topup/TopupSuccessPage')),
  },
  {
    name: 'topupsuccess',
    path: 'topupsuccess',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/topup/TopupSuccessPage')),
  },
  {
    name: 'topup-fail',
    path: 'topup-fail',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/topup/TopupFailPage')),
  },
  {
    name: 'credit',
    path: 'credit',
    scriptFree: true,
    requiresToken: true,
    load: withOrderState(() => import('../../features/order/credit/CreditPage')),
  },
  {
    name: 'balance',
    path: 'balance',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/credit/BalancePage')),
  },
  {
    name: 'recharge-success',
    path: 'recharge-success',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/credit/RechargeSuccessPage')),
  },
  {
    name: 'rechargesuccess',
    path: 'rechargesuccess',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/credit/RechargeSuccessPage')),
  },
  {
    name: 'recharge-fail',
    path: 'recharge-fail',
    scriptFree: true,
    load: withOrderState(() => import('../../features/order/credit/RechargeFailPage')),
  },
]
