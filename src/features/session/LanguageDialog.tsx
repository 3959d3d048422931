import { useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import Check from 'lucide-react/icons/check'
import { Dialog } from '../../shared/ui/Dialog'
import { TextField } from '../../shared/ui/TextField'
import { useDebouncedValue } from '../../shared/ui/useDebouncedValue'
import { filterByQuery } from '../../shared/lib/filterByQuery'
import { LANGUAGE_SEARCH_DELAY_MS } from '../../config/constants'
import { LOCALES, type LocaleCode } from '../../i18n/locales'
import { switchLocalePath } from '../../i18n/localePath'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectIsMobile } from './selectors'
import { rememberLocaleChoice } from './thunks'

/** The language chooser's modal (wide screens) or bottom sheet (narrow ones), with its search. */
export default function LanguageDialog({
  locale,
  onClose,
}: {
  locale: LocaleCode
  onClose: () => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const mobile = useAppSelector(selectIsMobile)
  const location = useLocation()
  const [query, setQuery] = useState('')
  const debounced = useDebouncedValue(query, LANGUAGE_SEARCH_DELAY_MS)
  const shown = useMemo(() => {
    // Made on the first search, not to open the sheet: a page's first Intl.DisplayNames loads
    // its data, 2-15 ms on a fast desktop and up to 120 ms on a phone at 8x CPU.
    let inUiLanguage: Intl.DisplayNames | undefined
    return filterByQuery(LOCALES, debounced, (item) => {
      inUiLanguage ??= new Intl.DisplayNames([locale], { type: 'language' })
      return [item.name, item.code, inUiLanguage.of(item.code) ?? '']
    })
  }, [debounced, locale])

  return (
    <Dialog
      open
      title={t('language.title')}
      closeLabel={t('actions.close')}
      onClose={onClose}
      sheet={mobile}
    >
      <TextField
        label={t('language.searchLabel')}
        type="search"
        value={query}
        data-autofocus
        placeholder={t('language.searchPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="language-list__empty" role="status">
          {t('language.noMatch')}
        </p>
      ) : (
        <ul className="language-list">
          {shown.map((item) => (
            <li key={item.code}>
              <Link
                lang={item.code}
                className="language-list__item"
                aria-current={item.code === locale ? 'true' : undefined}
                to={{
                  pathname: switchLocalePath(location.pathname, item.code),
                  search: location.search,
                }}
                onClick={() => {
                  void dispatch(rememberLocaleChoice(item.code))
                  onClose()
                }}
              >
                {item.name}
                {item.code === locale && <Check className="icon-inline" />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
