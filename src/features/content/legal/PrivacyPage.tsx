import { LegalDocument } from './LegalDocument'

export const PRIVACY_SECTIONS = [
  'controller',
  'data',
  'purposes',
  'sharing',
  'transfers',
  'retention',
  'cookies',
  'rights',
  'security',
  'children',
  'changes',
] as const

/** /privacy-policy: what we collect, why, with whom we share it and your rights. */
export default function PrivacyPage() {
  return <LegalDocument doc="privacy" sections={PRIVACY_SECTIONS} updated="2026-12-06" />
}
