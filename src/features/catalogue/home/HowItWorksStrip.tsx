import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import './steps.css'

const STEPS = [
  { key: 'choose', icon: '🗺️' },
  { key: 'pay', icon: '💳' },
  { key: 'install', icon: '📲' },
  { key: 'connect', icon: '📶' },
] as const

/** The four steps from browsing to being online, with the full guide one click away. */
export function HowItWorksStrip({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('home')
  return (
    <section className="page home-section" aria-labelledby="home-steps-title">
      <div className="home-section__header home-steps__header">
        <h2 id="home-steps-title">{t('steps.title')}</h2>
        <Link className="home-steps__more" to={localePath('/how-it-works', locale)}>
          {t('steps.more')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <ol className="home-steps">
        {STEPS.map((step, index) => (
          <li key={step.key} className="home-step">
            <span className="home-step__icon" aria-hidden="true">
              {step.icon}
            </span>
            <span className="home-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="home-step__title">{t(`steps.${step.key}.title`)}</h3>
            <p className="home-step__text">{t(`steps.${step.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
