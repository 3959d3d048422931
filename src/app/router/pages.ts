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
]
