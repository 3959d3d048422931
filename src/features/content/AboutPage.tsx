import { STORE_RULES } from '../../api/contract/storeRules'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import Lock from 'lucide-react/icons/lock'
import MessageCircle from 'lucide-react/icons/message-circle'
import Tag from 'lucide-react/icons/tag'
import Zap from 'lucide-react/icons/zap'
import { getConfig } from '../../config/runtimeConfig'
import { SUPPORT_EMAIL } from '../../config/constants'
import { currencies } from '../../api/contract/currencies'
import { LOCALES } from '../../i18n/locales'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { RichText } from './RichText'
import { useContentPage } from './useContentPage'
import { formatNumber } from '../../shared/lib/localeFormat'
import './content.css'
import './about.css'

const VALUES = [
  { id: 'clear', icon: Tag },
  { id: 'simple', icon: Zap },
  { id: 'human', icon: MessageCircle },
  { id: 'careful', icon: Lock },
] as const

/** /about-{slug}: who we are, what we believe, and how to reach us. */
export default function AboutPage() {
  const { t } = useTranslation(['content', 'common'])
  const locale = useCurrentLocale()
  const product = getConfig().productName
  useContentPage(t('content:about.title', { product }), t('content:about.description', { product }))
  const figures = [
    { id: 'refund', value: formatNumber(STORE_RULES.refundDays, locale) },
    { id: 'languages', value: formatNumber(LOCALES.length, locale) },
    { id: 'currencies', value: formatNumber(currencies.length, locale) },
    { id: 'delivery', value: t('content:about.figures.deliveryValue') },
  ]

  return (
    <div className="page content-page about-page">
      <header className="content-hero">
        <p className="content-hero__eyebrow">{t('content:about.eyebrow', { product })}</p>
        <h1>{t('content:about.heading')}</h1>
        <p className="content-hero__lead">{t('content:about.lead', { product })}</p>
      </header>

      <section className="content-section about-story" aria-labelledby="about-story">
        <h2 id="about-story">{t('content:about.story.title')}</h2>
        <div className="prose">
          <RichText text={t('content:about.story.text', { product })} />
        </div>
      </section>

      <section className="content-section render-when-near" aria-labelledby="about-figures">
        <h2 id="about-figures" className="visually-hidden">
          {t('content:about.figures.title', { product })}
        </h2>
        <dl className="about-figures">
          {figures.map((figure) => (
            <div key={figure.id} className="about-figure">
              <dt>{t(`content:about.figures.${figure.id}`)}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="content-section render-when-near" aria-labelledby="about-values">
        <h2 id="about-values">{t('content:about.values.title')}</h2>
        <ul className="content-cards">
          {VALUES.map(({ icon: Icon, ...value }) => (
            <li key={value.id} className="content-card">
              <span className="content-card__icon" aria-hidden="true">
                <Icon size={28} strokeWidth={1.75} />
              </span>
              <h3>{t(`content:about.values.${value.id}.title`)}</h3>
              <p>{t(`content:about.values.${value.id}.text`, { product })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="content-section render-when-near" aria-labelledby="about-how">
        <h2 id="about-how">{t('content:about.how.title')}</h2>
        <div className="prose">
          <RichText text={t('content:about.how.text', { product })} />
        </div>
      </section>

      <aside className="content-callout render-when-near" aria-labelledby="about-contact">
        <h2 id="about-contact">{t('content:about.contact.title')}</h2>
        <p>{t('content:about.contact.text', { product, email: SUPPORT_EMAIL })}</p>
        <div className="content-actions">
          <a className="button button--primary" href={`mailto:${SUPPORT_EMAIL}`}>
            {t('content:support.button')}
          </a>
          <Link className="button button--secondary" to={localePath('/partnership', locale)}>
            {t('content:about.contact.partners')}
          </Link>
        </div>
      </aside>
    </div>
  )
}
