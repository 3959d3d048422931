import { Fragment, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Banknote from 'lucide-react/icons/banknote'
import ChartColumn from 'lucide-react/icons/chart-column'
import Gift from 'lucide-react/icons/gift'
import Hand from 'lucide-react/icons/hand'
import LinkIcon from 'lucide-react/icons/link'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { MerchantProfileDto } from '../../../api/contract/partner'
import { getConfig } from '../../../config/runtimeConfig'
import { jumpTo } from '../jumpTo'
import { loadReferringPartner } from '../thunks'
import { useContentPage } from '../useContentPage'
import { PartnershipForm } from './PartnershipForm'
import '../content.css'
import './partnership.css'

const BENEFITS = [
  { id: 'commission', icon: Banknote },
  { id: 'dashboard', icon: ChartColumn },
  { id: 'links', icon: LinkIcon },
  { id: 'cobrand', icon: Gift },
] as const

const STEPS = ['apply', 'review', 'share'] as const

/**
 * The partner who sent this visitor, when there is one (state.session.merchantId, set by the
 * short code of SPEC 1): the partner-merchant POST of SPEC 7.2 gives the name to greet with.
 */
function useReferringPartner(): MerchantProfileDto | null {
  const dispatch = useAppDispatch()
  const merchantId = useAppSelector((state) => state.session.merchantId)
  const [partner, setPartner] = useState<MerchantProfileDto | null>(null)
  useEffect(() => {
    if (merchantId === null) return
    let live = true
    void dispatch(loadReferringPartner(merchantId)).then((result) => {
      if (live && loadReferringPartner.fulfilled.match(result)) setPartner(result.payload)
    })
    return () => {
      live = false
    }
  }, [merchantId, dispatch])
  return partner && partner.merchantId === merchantId ? partner : null
}

/** /partnership: what partners get, how links work, and the enquiry form. */
export default function PartnershipPage() {
  const { t } = useTranslation(['content', 'common'])
  const { productName: product, siteUrl } = getConfig()
  const partner = useReferringPartner()
  useContentPage(t('content:partnership.title'), t('content:partnership.description', { product }))
  const exampleLink = `${siteUrl.replace(/\/$/, '')}/japan?shortcode=YOURCODE&subid=spring-trip`

  return (
    <div className="page content-page partner-page">
      <header className="content-hero partner-hero">
        <p className="content-hero__eyebrow">{t('content:partnership.eyebrow')}</p>
        <h1>{t('content:partnership.heading', { product })}</h1>
        <p className="content-hero__lead">{t('content:partnership.lead', { product })}</p>
        <div className="content-actions">
          <a
            className="button button--primary"
            href="#partner-form-title"
            onClick={(event) => jumpTo(event, 'partner-form-title')}
          >
            {t('content:partnership.apply')}
          </a>
        </div>
      </header>

      {partner && (
        <p className="partner-referred" role="note">
          <Hand className="icon-inline" />{' '}
          {t('content:partnership.referred', { partner: partner.name, product })}
        </p>
      )}

      <section className="content-section" aria-labelledby="partner-benefits">
        <h2 id="partner-benefits">{t('content:partnership.benefits.title')}</h2>
        <ul className="content-cards partner-benefits">
          {BENEFITS.map(({ icon: Icon, ...benefit }) => (
            <li key={benefit.id} className="content-card">
              <span className="content-card__icon" aria-hidden="true">
                <Icon size={28} strokeWidth={1.75} />
              </span>
              <h3>{t(`content:partnership.benefits.${benefit.id}.title`)}</h3>
              <p>{t(`content:partnership.benefits.${benefit.id}.text`, { product })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="content-section partner-links render-when-near"
        aria-labelledby="partner-links"
      >
        <h2 id="partner-links">{t('content:partnership.links.title')}</h2>
        <p className="content-section__lead">{t('content:partnership.links.text', { product })}</p>
        <div className="partner-links__example">
          <p className="partner-links__label">{t('content:partnership.links.example')}</p>
          <code>
            {/* A phone's line breaks the link between its parts, never inside a word. */}
            {exampleLink.split(/(?<=\/\/)|(?=[?&])|(?<=[^/:])(?=\/)/).map((part, index) => (
              <Fragment key={index}>
                {index > 0 && <wbr />}
                {part}
              </Fragment>
            ))}
          </code>
          <ul className="partner-links__legend">
            <li>
              <code>shortcode</code> {t('content:partnership.links.shortcode')}
            </li>
            <li>
              <code>subid</code> {t('content:partnership.links.subid')}
            </li>
          </ul>
        </div>
      </section>

      <section className="content-section render-when-near" aria-labelledby="partner-steps">
        <h2 id="partner-steps">{t('content:partnership.steps.title')}</h2>
        <ol className="partner-steps">
          {STEPS.map((step) => (
            <li key={step}>
              <h3>{t(`content:partnership.steps.${step}.title`)}</h3>
              <p>{t(`content:partnership.steps.${step}.text`, { product })}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="partner-apply render-when-near" aria-labelledby="partner-form-title">
        <div className="partner-apply__intro">
          <h2 id="partner-form-title" tabIndex={-1}>
            {t('content:partnership.form.title')}
          </h2>
          <p>{t('content:partnership.form.lead', { product })}</p>
        </div>
        <div className="form-card">
          <PartnershipForm />
        </div>
      </section>
    </div>
  )
}
