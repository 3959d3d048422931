import { Navigate, Outlet, useLocation } from 'react-router'
import { PageScrollRestoration } from './PageScrollRestoration'
import { withoutTrailingSlash } from './trailingSlash'

/** Canonicalises the URL before any page renders, and restores scroll like a browser would. */
export function RootRoute() {
  const location = useLocation()
  const canonical = withoutTrailingSlash(location.pathname)
  if (canonical) {
    return (
      <Navigate
        replace
        to={{ pathname: canonical, search: location.search, hash: location.hash }}
      />
    )
  }
  return (
    <>
      <Outlet />
      <PageScrollRestoration />
    </>
  )
}
