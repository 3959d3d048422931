import { LegalDocument } from './LegalDocument'

export const WITHDRAWAL_SECTIONS = [
  'right',
  'digital',
  'how',
  'effects',
  'promise',
  'form',
] as const

/**
 * /withdrawal: the legal right of withdrawal of EU and UK consumers, how it ends for an eSIM
 * delivered at the buyer's request, and the model withdrawal form (Directive 2011/83/EU annex
 * I(B)), addressed to the operator of config.json. Linked from the checkout's consent and the
 * footer.
 */
export default function WithdrawalPage() {
  return <LegalDocument doc="withdrawal" sections={WITHDRAWAL_SECTIONS} updated="2026-12-06" />
}
