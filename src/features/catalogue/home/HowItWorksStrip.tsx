import { Link } from 'react-router'
import CreditCard from 'lucide-react/icons/credit-card'
import MapIcon from 'lucide-react/icons/map'
import QrCode from 'lucide-react/icons/qr-code'
import SignalHigh from 'lucide-react/icons/signal-high'
import { useTranslation } from 'react-i18next'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import './steps.css'

const STEPS = [
  { key: 'choose', Icon: MapIcon },
  { key: 'pay', Icon: CreditCard },
  { key: 'install', Icon: QrCode },
  { key: 'connect', Icon: SignalHigh },
] as const

/** The four steps from browsing to being online, with the full guide one click away. */
export function HowItWorksStrip({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('home')
  return (
    <section className="page home-section render-when-near" aria-labelledby="home-steps-title">
      <div className="home-section__header home-steps__header">
        <h2 id="home-steps-title">{t('steps.title')}</h2>
        <Link className="home-steps__more" to={localePath('/how-it-works', locale)}>
          {t('steps.more')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <ol className="home-steps grid-list">
        {STEPS.map((step, index) => (
          <li key={step.key} className="home-step">
            <span className="home-step__icon" aria-hidden="true">
              <step.Icon size={26} strokeWidth={1.75} />
            </span>
            <span className="home-step__number round-mark" aria-hidden="true">
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
