import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AreaDto } from '../../../api/contract/catalogue'
import { selectCurrency, useAppDispatch, useAppSelector, type RootState } from '../../../app/hooks'
import { areaWords } from '../../../i18n/areaName'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { DestinationCard } from '../DestinationCard'
import { fetchNeighbours } from '../thunks'

const selectNeighbours = (slug: string) => (state: RootState) =>
  state.catalogue.neighbours[slug]?.data ?? null

/** "Looking for Australia?" on Austria's page (issue 37.2): the wrong-country guard. */
export function LookalikeNote({ area, locale }: { area: AreaDto; locale: LocaleCode }) {
  const { t } = useTranslation(['plan', 'common'])
  const lookalikes = useNeighbours(area)?.lookalikes ?? []
  if (lookalikes.length === 0) return null
  // Each a whole question of its own: no sentence is joined to a link in code.
  return (
    <p className="area-lookalike" role="note">
      {lookalikes.map((other) => (
        <Link key={other.areaId} to={localePath(`/${other.slug}`, locale)}>
          {t('common:plan.lookingFor', areaWords(other, locale, t))}
        </Link>
      ))}
    </p>
  )
}

/** The regional and global plans that also cover this country, for a trip that goes on. */
export function CoveringPlans({ area, locale }: { area: AreaDto; locale: LocaleCode }) {
  const { t } = useTranslation(['plan', 'common'])
  const currency = useAppSelector(selectCurrency)
  const coveredBy = useNeighbours(area)?.coveredBy ?? []
  if (coveredBy.length === 0) return null
  return (
    <section className="area-covering" aria-labelledby="area-covering-title">
      <h2 id="area-covering-title">
        {t('plan:neighbours.coveringTitle', areaWords(area, locale, t))}
      </h2>
      <ul className="destination-grid grid-list">
        {coveredBy.map((other) => (
          <DestinationCard
            key={other.areaId}
            area={other}
            countries={other.countries}
            locale={locale}
            currency={currency}
          />
        ))}
      </ul>
    </section>
  )
}

/** The page's neighbours: built into the HTML, fetched after a move from another page. */
function useNeighbours(area: AreaDto) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    void dispatch(fetchNeighbours(area))
  }, [dispatch, area])
  return useAppSelector(selectNeighbours(area.slug))
}
