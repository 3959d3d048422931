import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Check from 'lucide-react/icons/check'
import CreditCard from 'lucide-react/icons/credit-card'
import Lightbulb from 'lucide-react/icons/lightbulb'
import MapIcon from 'lucide-react/icons/map'
import Plus from 'lucide-react/icons/plus'
import QrCode from 'lucide-react/icons/qr-code'
import SignalHigh from 'lucide-react/icons/signal-high'
import { getConfig } from '../../config/runtimeConfig'
import { SUPPORT_EMAIL } from '../../config/constants'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { joinSpace } from '../../shared/lib/wordBreaks'
import { useContentPage } from './useContentPage'
import { drawnWhenNear } from '../../shared/ui/drawnWhenNear'
import './content.css'
import './howItWorks.css'

/** Each step's extra cards (two ways to do it) and whether it ends with a tip. */
const STEPS = [
  { id: 'choose', icon: MapIcon, options: [], tip: true },
  { id: 'pay', icon: CreditCard, options: [], tip: true },
  { id: 'install', icon: QrCode, options: ['qr', 'tap'], tip: true },
  { id: 'roaming', icon: SignalHigh, options: ['iphone', 'android'], tip: true },
  { id: 'topUp', icon: Plus, options: [], tip: false },
] as const

const CHECKS = ['unlocked', 'compatible', 'wifi'] as const

/** /how-it-works: from choosing a plan to topping up, in five steps. */
export default function HowItWorksPage() {
  const { t } = useTranslation(['content', 'common'])
  const locale = useCurrentLocale()
  const product = getConfig().productName
  useContentPage(t('content:howItWorks.title'), t('content:howItWorks.description', { product }))
  const step = (id: string, key: string) => t(`content:howItWorks.steps.${id}.${key}`, { product })

  return (
    <div className="page content-page hiw-page">
      <header className="content-hero">
        <p className="content-hero__eyebrow">{t('content:howItWorks.eyebrow')}</p>
        <h1>{t('content:howItWorks.heading', { product })}</h1>
        <p className="content-hero__lead">{t('content:howItWorks.lead', { product })}</p>
        <div className="content-actions">
          <Link className="button button--primary" to={localePath('/', locale)}>
            {t('content:howItWorks.browse')}
          </Link>
          <Link
            className="button button--secondary"
            to={localePath(`/faq-${getConfig().productSlug}-esim`, locale)}
          >
            {t('content:howItWorks.faq')}
          </Link>
        </div>
      </header>

      <ol className="hiw-steps">
        {STEPS.map(({ id, icon: Icon, options, tip }, index) => (
          <li key={id} className={drawnWhenNear('hiw-step', index === 0)}>
            <div className="hiw-step__marker" aria-hidden="true">
              <span className="hiw-step__number">{index + 1}</span>
              <span className="hiw-step__icon">
                <Icon size={28} strokeWidth={1.75} />
              </span>
            </div>
            <div className="hiw-step__body">
              <h2 id={`hiw-${id}`}>
                <span className="visually-hidden">
                  {t('content:howItWorks.stepLabel', { number: index + 1 })}{' '}
                </span>
                {step(id, 'title')}
              </h2>
              <p className="hiw-step__text">{step(id, 'text')}</p>
              {options.length > 0 && (
                <ul className="hiw-options grid-list">
                  {options.map((option) => (
                    <li key={option} className="hiw-option">
                      <h3>{step(id, `${option}Title`)}</h3>
                      <p>{step(id, `${option}Text`)}</p>
                    </li>
                  ))}
                </ul>
              )}
              {tip && (
                <p className="hiw-tip">
                  <Lightbulb className="icon-inline" /> {step(id, 'tip')}
                </p>
              )}
              {id === 'topUp' && (
                <Link className="content-more" to={localePath('/topup', locale)}>
                  {step(id, 'link')} <ArrowRight className="icon-inline" />
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>

      <section className="content-section render-when-near" aria-labelledby="hiw-before">
        <h2 id="hiw-before">{t('content:howItWorks.before.title')}</h2>
        <ul className="hiw-checks">
          {CHECKS.map((check) => (
            <li key={check}>
              <span className="round-mark" aria-hidden="true">
                <Check size={16} strokeWidth={3} />
              </span>
              <span>
                <strong>{t(`content:howItWorks.before.${check}.title`)}</strong>
                {joinSpace(locale)}
                {t(`content:howItWorks.before.${check}.text`, { product })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <aside className="content-callout render-when-near" aria-labelledby="hiw-help">
        <h2 id="hiw-help">{t('content:howItWorks.help.title')}</h2>
        <p>{t('content:howItWorks.help.text', { product })}</p>
        <a className="button button--primary" href={`mailto:${SUPPORT_EMAIL}`}>
          {t('content:support.button')}
        </a>
      </aside>
    </div>
  )
}
