import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next'
import type { HttpBackendOptions } from 'i18next-http-backend'

/**
 * i18next-http-backend, fetched with the first message file it has to load. A pre-rendered
 * page arrives with its messages, so most first visits never need it before the page is
 * interactive (docs/decisions/014); any later page, or the bare shell, loads it on its first
 * `read`. Same options, same requests: this only defers the module.
 */
export function lazyHttpBackend(): BackendModule<HttpBackendOptions> {
  let setup: [Services, HttpBackendOptions] | null = null
  let backend: Promise<BackendModule<HttpBackendOptions>> | null = null
  const load = () =>
    (backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const real = new HttpBackend()
      if (setup) real.init(...setup)
      return real
    }))
  return {
    type: 'backend',
    callbackApi: true,
    init(services: Services, backendOptions: HttpBackendOptions, _i18nextOptions: InitOptions) {
      setup = [services, backendOptions]
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      load().then(
        (real) => real.read(language, namespace, callback),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      )
    },
  }
}
