import type { ComponentType } from 'react'
import { withOrderState } from '../lazyOrderReducer'

/** One row per page of SPEC 2.2; the router generates it once per locale. */
export interface PageDefinition {
  /** Route name; the route id is `<name>___<locale>`. */
  name: string
  /** Path without locale prefix or leading slash; '' is the home page. `{slug}` = product slug. */
  path: string
  load: () => Promise<{ default: ComponentType }>
  /**
   * The page's module (`src/features/.../AreaPage.tsx`): the build's renderer links the CSS and
   * chunks Vite made of it into the page's HTML (scripts/prerender.mjs).
   */
  source?: string
  /** Pages that want the whole screen (e.g. checkout) switch the footer off. */
  hideFooter?: boolean
}

type PageModule = { default: ComponentType }
const pageModules = import.meta.glob<PageModule>('../../features/**/*Page.tsx')

/** The module of a page under src/features (`catalogue/HomePage`), with how to load it. */
function page(file: string): Pick<PageDefinition, 'load' | 'source'> {
  const load = pageModules[`../../features/${file}.tsx`]
  if (!load) throw new Error(`No page module src/features/${file}.tsx`)
  return { load, source: `src/features/${file}.tsx` }
}

/** A page of features/order, loaded together with the order reducer it dispatches to. */
function orderPage(file: string): Pick<PageDefinition, 'load' | 'source'> {
  const { load, source } = page(file)
  return { load: withOrderState(load), source }
}

export const pages: readonly PageDefinition[] = [
  { name: 'index', path: '', ...page('catalogue/HomePage') },
  // Area and plan pages (catalogue). ':area' is a catch-all segment, so it stays below the
  // static paths in matching priority automatically (react-router ranks static first).
  { name: 'area', path: ':area', ...page('catalogue/area/AreaPage') },
  {
    name: 'area-dataplan',
    path: ':area/:dataplan',
    ...page('catalogue/area/AreaPage'),
  },
  {
    name: 'mealdetail',
    path: 'mealdetail',
    ...page('catalogue/plan/PlanDetailPage'),
  },
  {
    name: 'esim-call-text',
    path: 'esim-call-text',
    ...page('catalogue/offers/CallTextPage'),
  },
  {
    name: 'esim-call-text-dataplan',
    path: 'esim-call-text/:dataplan',
    ...page('catalogue/offers/CallTextPage'),
  },
  {
    name: 'esim-christmas-discount',
    path: 'esim-christmas-discount',
    ...page('catalogue/offers/DiscountPage'),
  },
  { name: 'login', path: 'login', ...page('session/pages/LoginPage') },
  { name: 'signup', path: 'signup', ...page('session/pages/SignupPage') },
  {
    name: 'forgotPwd',
    path: 'forgotPwd',
    ...page('session/pages/ForgotPasswordPage'),
  },
  {
    name: 'resetpwd',
    path: 'resetpwd',
    ...page('session/pages/ResetPasswordPage'),
  },
  {
    name: 'changepwd',
    path: 'changepwd',
    ...page('session/pages/ChangePasswordPage'),
  },
  {
    name: 'linkexpire',
    path: 'linkexpire',
    ...page('session/pages/LinkExpiredPage'),
  },
  // Content pages (features/content).
  {
    name: 'faq',
    path: 'faq-{slug}-esim',
    ...page('content/faq/FaqPage'),
  },
  {
    name: 'how-it-works',
    path: 'how-it-works',
    ...page('content/HowItWorksPage'),
  },
  { name: 'about', path: 'about-{slug}', ...page('content/AboutPage') },
  {
    name: 'agreement',
    path: 'agreement',
    ...page('content/legal/AgreementPage'),
  },
  {
    name: 'privacy-policy',
    path: 'privacy-policy',
    ...page('content/legal/PrivacyPage'),
  },
  {
    name: 'partnership',
    path: 'partnership',
    ...page('content/partnership/PartnershipPage'),
  },
  { name: 'error', path: 'error', ...page('content/ErrorPage') },
  {
    name: 'orders',
    path: 'orders',
    ...orderPage('order/orders/OrdersPage'),
  },
  // Checkout and its results (features/order: checkout, payment); the aliases share a page.
  {
    name: 'topay',
    path: 'topay',
    ...orderPage('order/checkout/CheckoutPage'),
    hideFooter: true,
  },
  {
    name: 'transit',
    path: 'transit',
    ...orderPage('order/payment/TransitPage'),
    hideFooter: true,
  },
  {
    name: 'payment-success',
    path: 'payment-success',
    ...orderPage('order/payment/PaymentResultPage'),
  },
  {
    name: 'paysuccess',
    path: 'paysuccess',
    ...orderPage('order/payment/PaymentResultPage'),
  },
  {
    name: 'payment-fail',
    path: 'payment-fail',
    ...orderPage('order/payment/PaymentResultPage'),
  },
  // Top-up, credit and balance (features/order: topup, credit); the aliases share a page.
  {
    name: 'topup',
    path: 'topup',
    ...orderPage('order/topup/TopupPage'),
  },
  {
    name: 'topup-success',
    path: 'topup-success',
    ...orderPage('order/topup/TopupSuccessPage'),
  },
  {
    name: 'topupsuccess',
    path: 'topupsuccess',
    ...orderPage('order/topup/TopupSuccessPage'),
  },
  {
    name: 'topup-fail',
    path: 'topup-fail',
    ...orderPage('order/topup/TopupFailPage'),
  },
  {
    name: 'credit',
    path: 'credit',
    ...orderPage('order/credit/CreditPage'),
  },
  {
    name: 'balance',
    path: 'balance',
    ...orderPage('order/credit/BalancePage'),
  },
  {
    name: 'recharge-success',
    path: 'recharge-success',
    ...orderPage('order/credit/RechargeSuccessPage'),
  },
  {
    name: 'rechargesuccess',
    path: 'rechargesuccess',
    ...orderPage('order/credit/RechargeSuccessPage'),
  },
  {
    name: 'recharge-fail',
    path: 'recharge-fail',
    ...orderPage('order/credit/RechargeFailPage'),
  },
]
