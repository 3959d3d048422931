import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { RULE_VALUES } from '../../../api/contract/storeRules'
import { getConfig } from '../../../config/runtimeConfig'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { useContentPage } from '../useContentPage'
import { WithdrawForm } from './WithdrawForm'
import '../content.css'
import './legal.css'

/**
 * /withdraw: the withdrawal function of Consumer Rights Directive art. 11a (BGB §356a), reached
 * from "Withdraw from contract here" in every footer and on /withdrawal, with or without an
 * account (decision 041). A link from an order fills its number in (?order=).
 */
export default function WithdrawPage() {
  const { t } = useTranslation(['legal', 'common'])
  const locale = useCurrentLocale()
  const [params] = useSearchParams()
  const email = useAppSelector((state) => state.session.email)
  const product = getConfig().productName
  useContentPage(t('legal:withdraw.title'), t('legal:withdraw.description', { product }))
  const initial = { name: '', orderNo: params.get('order') ?? '', email: email ?? '' }

  return (
    <div className="page content-page withdraw-page">
      <header className="content-hero">
        <h1>{t('legal:withdraw.heading')}</h1>
        <p className="content-hero__lead">{t('legal:withdraw.lead', RULE_VALUES)}</p>
      </header>
      <div className="withdraw-layout">
        <section className="form-card" aria-label={t('legal:withdraw.heading')}>
          <WithdrawForm initial={initial} />
        </section>
        <aside className="withdraw-aside">
          <h2>{t('legal:withdraw.whenTitle')}</h2>
          <p>{t('legal:withdraw.when', RULE_VALUES)}</p>
          <p>
            <Link to={localePath('/withdrawal', locale)}>{t('legal:withdraw.rightLink')}</Link>
          </p>
        </aside>
      </div>
    </div>
  )
}
