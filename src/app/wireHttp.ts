import { configureHttp } from '../api/http'
import { getConfig } from '../config/runtimeConfig'
import type { AppStore } from './store'
import { countryDetected } from '../features/session/sessionSlice'

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
