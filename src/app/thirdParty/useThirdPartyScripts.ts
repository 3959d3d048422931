import { useEffect } from 'react'
import { getConfig, type RuntimeConfig } from '../../config/runtimeConfig'

const ID_KEYS = ['tagManagerId', 'analyticsId', 'adPixelId', 'chatWidgetId'] as const

/** Whether this build could load any vendor at all: a live build with at least one id set. */
export function mayLoadThirdParty(config: RuntimeConfig): boolean {
  return !config.mockApi && ID_KEYS.some((key) => Boolean(config[key]))
}

/**
 * Starts the third-party scripts after the first render, so none of them competes with the
 * store's own first paint. Mock and demo builds, and builds without ids, load nothing, not even
 * the loaders (they are fetched only when there is something to load).
 */
export function useThirdPartyScripts(locale: string): void {
  useEffect(() => {
    const config = getConfig()
    if (!mayLoadThirdParty(config)) return
    void import('./startThirdParty').then(({ startThirdPartyOnce }) =>
      startThirdPartyOnce(config, locale),
    )
  }, [locale])
}
