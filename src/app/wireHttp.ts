import { configureHttp, getHttp } from '../api/http'
import { getConfig } from '../config/runtimeConfig'
import type { AppStore } from './store'
import { countryDetected } from '../features/session/sessionSlice'
import { whenIdleAfterLoad } from '../shared/lib/whenIdleAfterLoad'

/** The interceptors read the session through functions; `api` never sees the store. */
export function wireHttp(store: AppStore): void {
  configureHttp({
    getToken: () => store.getState().session.token,
    getEmail: () => store.getState().session.email,
    getLocale: () => store.getState().session.locale,
    getClientId: () => store.getState().session.clientId,
    getSigningKey: () => getConfig().signingKey,
    getBaseUrl: () => getConfig().apiBaseUrl,
    onClientCountry: (country) => {
      if (store.getState().session.country !== country) store.dispatch(countryDetected(country))
    },
  })
}

/**
 * Loads the HTTP client once the page has loaded and the browser is idle (the page's own start-up
 * first), so a request made later, even with the connection gone, does not wait for (or fail on)
 * fetching its code. Nothing to do on failure: the first request loads it again.
 */
export function warmHttpAfterLoad(): void {
  whenIdleAfterLoad(() => void getHttp().catch(() => undefined))
}
