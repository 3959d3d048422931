import { useEffect } from 'react'
import { getConfig } from '../../config/runtimeConfig'
import { startThirdPartyOnce } from './startThirdParty'

/**
 * Starts the third-party scripts after the first render, so none of them competes with the
 * store's own first paint. Mock and demo builds, and builds without ids, load nothing.
 */
export function useThirdPartyScripts(locale: string): void {
  useEffect(() => {
    startThirdPartyOnce(getConfig(), locale)
  }, [locale])
}
