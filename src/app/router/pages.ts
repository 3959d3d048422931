import type { ComponentType } from 'react'

/** One row per page of SPEC 2.2; the router generates it once per locale. */
export interface PageDefinition {
  /** Route name; the route id is `<name>___<locale>`. */
  name: string
  /** Path without locale prefix or leading slash; '' is the home page. `{slug}` = product slug. */
  path: string
  load: () => Promise<{ default: ComponentType }>
  /** Pages that want the whole screen (e.g. checkout) switch the footer off. */
  hideFooter?: boolean
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
  { name: 'login', path: 'login', load: () => import('../../features/session/pages/LoginPage') },
  { name: 'signup', path: 'signup', load: () => import('../../features/session/pages/SignupPage') },
  {
    name: 'forgotPwd',
    path: 'forgotPwd',
    load: () => import('../../features/session/pages/ForgotPasswordPage'),
  },
  {
    name: 'resetpwd',
    path: 'resetpwd',
    load: () => import('../../features/session/pages/ResetPasswordPage'),
  },
  {
    name: 'changepwd',
    path: 'changepwd',
    load: () => import('../../features/session/pages/ChangePasswordPage'),
  },
  {
    name: 'linkexpire',
    path: 'linkexpire',
    load: () => import('../../features/session/pages/LinkExpiredPage'),
  },
]
