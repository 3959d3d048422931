import { useTranslation } from 'react-i18next'
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../../config/constants'
import { getConfig } from '../../../config/runtimeConfig'
import './steps.css'

/** Where the app is sold: usage, top-ups and new eSIMs from the phone that carries them. */
export function AppDownload() {
  const { t } = useTranslation(['home', 'common'])
  const product = getConfig().productName
  const stores = [
    { href: APP_STORE_URL, small: t('home:app.appStoreSmall'), name: t('common:footer.appStore') },
    {
      href: GOOGLE_PLAY_URL,
      small: t('home:app.googlePlaySmall'),
      name: t('common:footer.googlePlay'),
    },
  ]
  return (
    <section className="page home-section" aria-labelledby="home-app-title">
      <div className="home-app">
        <div className="home-app__text">
          <h2 id="home-app-title">{t('home:app.title', { product })}</h2>
          <p>{t('home:app.text')}</p>
        </div>
        <ul className="home-app__badges">
          {stores.map((store) => (
            <li key={store.href}>
              <a
                className="home-app__badge"
                href={store.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className="home-app__small">{store.small}</span>
                <span className="home-app__store">{store.name}</span>
                <span className="visually-hidden"> {t('common:actions.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
