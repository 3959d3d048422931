import type { TFunction } from 'i18next'
import { useId, useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AreaDto } from '../../../api/contract/catalogue'
import type { Currency } from '../../../api/contract/currencies'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { localePath } from '../../../i18n/localePath'
import type { LocaleCode } from '../../../i18n/locales'
import { formatPriceFromUsd } from '../../../shared/lib/money'
import { Combobox } from '../../../shared/ui/Combobox'
import { areaWords, localAreaName } from '../../../i18n/areaName'
import { areaKind } from './areaLabels'
import { useDestinationSearch, type DestinationSearch as Search } from './useDestinationSearch'
import './search.css'
import { AreaMark } from '../../../shared/ui/AreaMark'
import type { NeighbourArea } from '../neighbours'

/** The hero's destination search: type, arrow to a destination, Enter to open its plans. */
const SEARCH_EXAMPLE: Record<LocaleCode, { type: 'COUNTRY'; code: string; name: string }> = {
  en: { type: 'COUNTRY', code: 'JP', name: 'Japan' },
  ja: { type: 'COUNTRY', code: 'KR', name: 'South Korea' },
  de: { type: 'COUNTRY', code: 'JP', name: 'Japan' },
  es: { type: 'COUNTRY', code: 'JP', name: 'Japan' },
  tr: { type: 'COUNTRY', code: 'JP', name: 'Japan' },
  'zh-CN': { type: 'COUNTRY', code: 'TH', name: 'Thailand' },
  'zh-HK': { type: 'COUNTRY', code: 'JP', name: 'Japan' },
}

export function DestinationSearch({
  locale,
  currency,
}: {
  locale: LocaleCode
  currency: Currency
}) {
  const { t } = useTranslation(['home', 'common'])
  const navigate = useNavigate()
  const search = useDestinationSearch()
  const inputRef = useRef<HTMLInputElement>(null)
  // The example is a name the search finds, in the visitor's language, and a place its
  // speakers fly to: never their own country (a Japanese shopper is going abroad).
  const example = localAreaName(SEARCH_EXAMPLE[locale], locale, t)
  // A look-alike is offered as one more option, asked as a question, so the arrows reach it.
  const options = useMemo<SearchOptionData[]>(
    () => [
      ...search.results.map((area) => ({ area, lookalike: false as const })),
      ...search.lookalikes.map((area) => ({ area, lookalike: true as const })),
    ],
    [search.results, search.lookalikes],
  )

  return (
    <Combobox
      className="destination-search"
      label={t('home:search.label')}
      listLabel={t('home:search.listLabel')}
      placeholder={t('home:search.placeholder', { example })}
      inputRef={inputRef}
      value={search.query}
      onValueChange={search.setQuery}
      options={options}
      optionKey={({ area }) => area.areaId}
      renderOption={(option) => <SearchOption {...option} locale={locale} currency={currency} />}
      onSelect={({ area }) => void navigate(localePath(`/${area.slug}`, locale))}
      status={
        <SearchStatus
          search={search}
          onTry={(name) => {
            search.setQuery(name)
            inputRef.current?.focus()
          }}
        />
      }
      announcement={announcement(search, options.length, t)}
    />
  )
}

type SearchOptionData =
  { area: AreaDto; lookalike: false } | { area: NeighbourArea; lookalike: true }

function SearchOption({
  area,
  lookalike,
  locale,
  currency,
}: SearchOptionData & {
  locale: LocaleCode
  currency: Currency
}) {
  const { t } = useTranslation(['home', 'common'])
  const name = localAreaName(area, locale, t)
  return (
    <span className={`search-option${lookalike ? ' search-option--lookalike' : ''}`}>
      <AreaMark code={area.code} kind={area.type} size="md" />
      <span className="search-option__text">
        <span className="search-option__name">
          {lookalike ? t('common:plan.lookingFor', areaWords(area, locale, t)) : name}
        </span>
        <span className="search-option__kind">
          {areaKind(area.type, 'countries' in area ? area.countries : area.countryCodes.length, t)}
        </span>
      </span>
      <span className="search-option__price">
        {t('common:plan.from', {
          price: formatPriceFromUsd(area.fromPriceUsd, currency, locale),
        })}
      </span>
    </span>
  )
}

/** Regions every catalogue has, offered when a search finds nothing. */
export const HINT_REGIONS = ['EU', 'AS', 'GLOBAL'] as const

function SearchStatus({ search, onTry }: { search: Search; onTry: (name: string) => void }) {
  const { t } = useTranslation(['home', 'common'])
  const hintId = useId()
  switch (search.phase) {
    case 'loading':
      return (
        <p className="search-status search-status--loading">
          <span className="spinner search-status__spinner" aria-hidden="true" />
          {t('home:search.loading')}
        </p>
      )
    case 'empty':
      return (
        <div className="search-status">
          <p className="search-status__title">
            {t('home:search.noResults', { query: search.query.trim() })}
          </p>
          <p id={hintId} className="search-status__hint">
            {t('home:search.noResultsHint')}
          </p>
          <ul className="search-status__tries" aria-labelledby={hintId}>
            {HINT_REGIONS.map((code) => {
              const name = t(`common:regions.${code}`)
              return (
                <li key={code}>
                  <button type="button" className="search-status__try" onClick={() => onTry(name)}>
                    {name}
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      )
    case 'error':
      return (
        <div className="search-status search-status--error">
          <p>{apiErrorMessage(search.error, t)}</p>
          <button
            type="button"
            className="button button--secondary search-status__retry"
            onClick={search.retry}
          >
            {t('common:actions.retry')}
          </button>
        </div>
      )
    default:
      return null
  }
}

function announcement(search: Search, count: number, t: TFunction): string {
  switch (search.phase) {
    case 'loading':
      return t('home:search.loading')
    case 'results':
      return t('home:search.results', { count })
    case 'empty':
      return t('home:search.noResults', { query: search.query.trim() })
    case 'error':
      return apiErrorMessage(search.error, t)
    default:
      return ''
  }
}
