import { useTranslation } from 'react-i18next'
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../../config/constants'
import { getConfig } from '../../../config/runtimeConfig'
import { StoreBadges } from '../../../shared/ui/StoreBadge'
import './steps.css'

/** Where the app is sold: usage, top-ups and new eSIMs from the phone that carries them. */
export function AppDownload() {
  const { t } = useTranslation(['home', 'common'])
  const product = getConfig().productName
  return (
    <section className="page home-section render-when-near" aria-labelledby="home-app-title">
      <div className="home-app">
        <div className="home-app__text">
          <h2 id="home-app-title">{t('home:app.title', { product })}</h2>
          <p>{t('home:app.text')}</p>
        </div>
        <StoreBadges
          t={t}
          appStoreUrl={APP_STORE_URL}
          googlePlayUrl={GOOGLE_PLAY_URL}
          className="home-app__badges"
        />
      </div>
    </section>
  )
}
