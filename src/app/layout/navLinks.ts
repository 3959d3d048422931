import { getConfig } from '../../config/runtimeConfig'
import { WHY_SITE_URL } from '../../config/constants'

export interface NavLink {
  key: string
  /** A locale-free path inside the store, or an absolute URL for external sites. */
  to: string
  external?: boolean
}

/** The header's navigation (SPEC 2.3); product routes carry the configured slug. */
export function headerLinks(): NavLink[] {
  const { productSlug } = getConfig()
  return [
    { key: 'nav.howItWorks', to: '/how-it-works' },
    { key: 'nav.faq', to: `/faq-${productSlug}-esim` },
    { key: 'nav.why', to: WHY_SITE_URL, external: true },
    { key: 'nav.about', to: `/about-${productSlug}` },
    { key: 'nav.partnership', to: '/partnership' },
  ]
}
