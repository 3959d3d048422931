import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
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
 * footer; it leads to the withdrawal function (/withdraw, decision 041) first.
 */
export default function WithdrawalPage() {
  const { t } = useTranslation(['legal', 'common'])
  const locale = useCurrentLocale()
  const action = (
    <div className="withdrawal-action">
      <p>{t('legal:withdrawal.function')}</p>
      <Link className="button button--primary" to={localePath('/withdraw', locale)}>
        {t('common:footer.withdraw')}
      </Link>
    </div>
  )
  return (
    <LegalDocument
      doc="withdrawal"
      sections={WITHDRAWAL_SECTIONS}
      updated="2026-12-06"
      action={action}
    />
  )
}
