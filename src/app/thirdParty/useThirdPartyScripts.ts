import { useEffect } from 'react'
import { getConfig, type RuntimeConfig } from '../../config/runtimeConfig'
import { VENDOR_SCRIPT_IDS } from './vendorScriptIds'

const ID_KEYS = ['tagManagerId', 'analyticsId', 'adPixelId', 'chatWidgetId'] as const

/** Whether this build could load any vendor at all: a live build with at least one id set. */
export function mayLoadThirdParty(config: RuntimeConfig): boolean {
  return !config.mockApi && ID_KEYS.some((key) => Boolean(config[key]))
}

/** Whether a vendor's script is in this document: once run, it stays until the document goes. */
export const vendorsInDocument = () =>
  Object.values(VENDOR_SCRIPT_IDS).some((id) => document.getElementById(id) !== null)

let scriptFreeNow = false

/**
 * Whether a vendor may load now: not while a script-free page is shown. The chat starts when the
 * browser is idle and analytics when the visitor accepts cookies, which can come due after the
 * visitor went on to such a page (startThirdParty asks before each load).
 */
export const thirdPartyAllowedNow = () => !scriptFreeNow

/**
 * Starts the third-party scripts after the first render, so none of them competes with the
 * store's own first paint. Mock and demo builds, and builds without ids, load nothing, not even
 * the loaders (they are fetched only when there is something to load).
 *
 * A script-free page (the account and payment pages, docs/scripts.md) starts none. Reached in a
 * document that already runs them, it is loaded again as a document of its own: returns true
 * while that happens, so the page is not drawn with them.
 */
export function useThirdPartyScripts(locale: string, scriptFree: boolean): boolean {
  const leaving = scriptFree && vendorsInDocument()
  useEffect(() => {
    if (scriptFree) {
      scriptFreeNow = true
      if (vendorsInDocument()) window.location.reload()
      return () => {
        scriptFreeNow = false
      }
    }
    const config = getConfig()
    if (!mayLoadThirdParty(config)) return
    void import('./startThirdParty').then(({ startThirdPartyOnce }) => {
      if (thirdPartyAllowedNow()) startThirdPartyOnce(config, locale)
    })
  }, [locale, scriptFree])
  return leaving
}
