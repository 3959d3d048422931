import { configureHttp } from '../api/http'
import { getConfig } from '../config/runtimeConfig'
import type { AppStore } from './store'

/** The interceptors read the session through functions; `api` never sees the store. */
export function wireHttp(store: AppStore): void {
  configureHttp({
    getToken: () => store.getState().session.token,
    getEmail: () => store.getState().session.email,
    getLocale: () => store.getState().session.locale,
    getClientId: () => store.getState().session.clientId,
    getSigningKey: () => getConfig().signingKey,
    getBaseUrl: () => getConfig().apiBaseUrl,
  })
}
