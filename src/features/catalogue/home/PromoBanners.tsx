import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { BannerDto } from '../../../api/contract/catalogue'
import { useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { isInternalPath } from '../../../shared/lib/internalPath'
import type { LocaleCode } from '../../../i18n/locales'
import { selectBanners } from '../selectors'
import { safeAccent } from './bannerAccent'
import '../../../shared/ui/states.css'
import './banners.css'

const SKELETONS = 4

/**
 * The promotions row. Banners are optional content: while they load the row keeps its place
 * with skeletons, and when they fail (or there are none) the row disappears without a word.
 */
export function PromoBanners({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('home')
  const banners = useAppSelector(selectBanners)
  // Only paths inside the store become links; anything else from the server is left out.
  const shown = banners.data.filter((banner) => isInternalPath(banner.link))
  if (banners.status === 'failed') return null
  if (banners.status === 'succeeded' && shown.length === 0) return null

  return (
    <section className="home-banners" aria-labelledby="home-banners-title">
      <h2 id="home-banners-title" className="visually-hidden">
        {t('banners.title')}
      </h2>
      {banners.status === 'succeeded' ? (
        <ul className="home-banners__list grid-list">
          {shown.map((banner) => (
            <PromoCard key={banner.bannerId} banner={banner} locale={locale} />
          ))}
        </ul>
      ) : (
        <div
          className="home-banners__list grid-list"
          role="status"
          aria-busy="true"
          aria-label={t('banners.loading')}
        >
          {Array.from({ length: SKELETONS }, (_, index) => (
            <div key={index} className="ui-skeleton-card promo-card--skeleton" />
          ))}
        </div>
      )}
    </section>
  )
}

function PromoCard({ banner, locale }: { banner: BannerDto; locale: LocaleCode }) {
  const style = { '--promo-accent': safeAccent(banner.accent) } as CSSProperties
  return (
    <li>
      <Link className="promo-card" style={style} to={localePath(banner.link, locale)}>
        <span className="promo-card__title">{banner.title}</span>
        <span className="promo-card__subtitle">{banner.subtitle}</span>
        <span className="promo-card__arrow" aria-hidden="true">
          →
        </span>
      </Link>
    </li>
  )
}
