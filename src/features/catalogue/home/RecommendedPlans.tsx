import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { RecommendedPackageDto } from '../../../api/contract/catalogue'
import { selectCurrency, useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { Currency } from '../../../api/contract/currencies'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { SkeletonGrid } from '../../../shared/ui/Skeleton'
import { localAreaName } from '../../../i18n/areaName'
import { selectRecommended } from '../selectors'
import { fetchRecommended } from '../thunks'
import { planData, planDays } from '../../../i18n/planWords'
import { savedFraction } from '../plan/planText'
import './plans.css'
import { AreaMark } from '../../../shared/ui/AreaMark'

/** Popular plans (POST /v1/query/recommended-package), each a link to its plan page. */
export function RecommendedPlans({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation(['home', 'common'])
  const dispatch = useAppDispatch()
  const currency = useAppSelector(selectCurrency)
  const recommended = useAppSelector(selectRecommended)
  if (recommended.status === 'succeeded' && recommended.data.length === 0) return null

  return (
    <section className="page home-section render-when-near" aria-labelledby="recommended-title">
      <div className="home-section__header">
        <h2 id="recommended-title">{t('home:recommended.title')}</h2>
        <p className="home-section__lead">{t('home:recommended.lead')}</p>
      </div>
      {recommended.status === 'failed' ? (
        <ErrorState
          message={apiErrorMessage(recommended.error, t)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void dispatch(fetchRecommended())}
        />
      ) : recommended.status === 'succeeded' ? (
        <ul className="plan-grid">
          {recommended.data.map((item) => (
            <RecommendedCard
              key={item.package.packageId}
              item={item}
              locale={locale}
              currency={currency}
            />
          ))}
        </ul>
      ) : (
        <SkeletonGrid count={6} label={t('home:recommended.loading')} />
      )}
    </section>
  )
}

function RecommendedCard({
  item: { area, package: pkg },
  locale,
  currency,
}: {
  item: RecommendedPackageDto
  locale: LocaleCode
  currency: Currency
}) {
  const { t } = useTranslation('home')
  const saved = savedFraction(pkg)
  const off = saved === null ? null : Math.round(saved * 100)
  return (
    <li>
      <Link
        className="plan-card"
        to={localePath(`/${area.slug}/${encodeURIComponent(pkg.packageId)}`, locale)}
      >
        <span className="plan-card__head">
          <AreaMark code={area.code} kind={area.type} size="md" lazy />
          <span className="plan-card__name">{localAreaName(area, locale, t)}</span>
          {pkg.type === 'DAILY_UNLIMITED' && (
            <span className="plan-card__tag">{t('plan.dailyUnlimited')}</span>
          )}
        </span>
        <span className="plan-card__facts">
          <span className="plan-card__data">{planData(pkg, t)}</span> · {planDays(pkg, t)}
        </span>
        <span className="plan-card__price-row">
          <span className="plan-card__price">
            {formatPriceFromUsd(pkg.priceUsd, currency, locale)}
          </span>
          {pkg.originalPriceUsd !== undefined && off !== null && (
            <>
              <s className="plan-card__was">
                <span className="visually-hidden">{t('plan.originalPrice')} </span>
                {formatPriceFromUsd(pkg.originalPriceUsd, currency, locale)}
              </s>
              <span className="plan-card__off">{t('plan.off', { percent: off })}</span>
            </>
          )}
        </span>
      </Link>
    </li>
  )
}
