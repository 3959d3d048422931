import { readJson, writeJson } from '../../shared/lib/storage'

/**
 * The visitor's answer to the cookie notice, as far as tracking goes. The session keeps only
 * "answered" (SPEC 4.5 stores the same value for Accept and Reject); analytics and the ad pixel
 * need to know which, so the answer is kept here too. No answer counts as no.
 */
export type Consent = 'granted' | 'denied' | 'unknown'

const KEY = 'rw_tracking_consent'
const listeners = new Set<(consent: Consent) => void>()

export function getConsent(): Consent {
  const stored = readJson<unknown>(KEY)
  return stored === 'granted' || stored === 'denied' ? stored : 'unknown'
}

export function setConsent(consent: Exclude<Consent, 'unknown'>): void {
  writeJson(KEY, consent)
  for (const listener of [...listeners]) listener(consent)
}

export function onConsentChange(listener: (consent: Consent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
