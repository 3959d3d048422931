import { LegalDocument } from './LegalDocument'

export const AGREEMENT_SECTIONS = [
  'scope',
  'account',
  'service',
  'device',
  'contract',
  'payment',
  'delivery',
  'topUp',
  'refunds',
  'use',
  'liability',
  'changes',
] as const

/** /agreement: the user terms (SPEC 2.2, linked from the footer and sign-up). */
export default function AgreementPage() {
  return <LegalDocument doc="agreement" sections={AGREEMENT_SECTIONS} updated="2026-12-06" />
}
