import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { getConfig } from '../../config/runtimeConfig'
import { parseRouteName } from '../../i18n/localePath'
import { applyHeadLinks, applyNoindex } from './applyHeadLinks'
import { useNotFoundShown } from '../../shared/ui/notFoundPresence'
import { isPublicPage } from './publicPages'
import { alternateLinks, canonicalUrl } from './siteLinks'

/**
 * Keeps the canonical URL and the hreflang alternates in the head in step with the route, on
 * client navigations as much as in the pre-rendered HTML (which is this very DOM, saved). A
 * public route that shows the not-found screen (an unknown destination) has neither, and
 * `noindex`.
 */
export function HeadLinks() {
  const { pathname } = useLocation()
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const name = leaf ? parseRouteName(leaf.id)?.name : undefined
  const notFound = useNotFoundShown()
  const isPublic = name !== undefined && isPublicPage(name) && !notFound
  const { siteUrl } = getConfig()
  useEffect(() => {
    applyNoindex(document.head, notFound)
  }, [notFound])
  useEffect(() => {
    applyHeadLinks(
      document.head,
      isPublic
        ? {
            canonical: canonicalUrl(siteUrl, pathname),
            alternates: alternateLinks(siteUrl, pathname),
          }
        : null,
    )
  }, [isPublic, siteUrl, pathname])
  return null
}
