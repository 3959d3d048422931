import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AreaDto } from '../../../api/contract/catalogue'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { localAreaName, localCountryName } from '../../../i18n/areaName'
import { compareNames } from '../../../shared/lib/collation'
import { AreaMark } from '../../../shared/ui/AreaMark'

/**
 * Where a plan works. A country plan names the country; a regional or global plan says how many
 * countries and folds the (long) list away behind a disclosure button.
 */
export function Coverage({ area }: { area: AreaDto }) {
  const { t } = useTranslation(['plan', 'common'])
  const locale = useCurrentLocale()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const countries = useMemo(() => {
    return area.countryCodes
      .map((code) => ({ code, name: localCountryName(code, locale, t) }))
      .sort((a, b) => compareNames(a.name, b.name, locale))
  }, [area.countryCodes, locale, t])

  if (area.type === 'COUNTRY') return <>{localAreaName(area, locale, t)}</>
  return (
    <div className="plan-coverage">
      <span>{t('plan:coverage.countries', { count: countries.length })}</span>{' '}
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('plan:coverage.hide') : t('plan:coverage.show')}
      </button>
      <ul id={listId} className="plan-coverage__list" hidden={!open}>
        {countries.map((country) => (
          <li key={country.code}>
            <AreaMark code={country.code} kind="COUNTRY" size="sm" lazy /> {country.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
