import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Languages from 'lucide-react/icons/languages'
import { LOCALES, type LocaleCode } from '../../i18n/locales'
import { onDemand } from '../../shared/ui/onDemand'
import { whenIdleAfterLoad } from '../../shared/lib/whenIdleAfterLoad'
import './LanguagePicker.css'

// The dialog (search, list, focus trap) loads on first use, not with every page.
const LanguageDialog = onDemand(() => import('./LanguageDialog'))

/** The language chooser (SPEC 2.5): a modal on wide screens, a bottom sheet on narrow ones. */
export function LanguagePicker({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const current = LOCALES.find((item) => item.code === locale) ?? LOCALES[0]!
  // Here before the tap once the page is idle: a tap then opens the sheet in one render, with
  // no fetch, compile or second render in between (decision 035).
  useEffect(() => whenIdleAfterLoad(() => void LanguageDialog.preload()), [])
  return (
    <>
      <button
        type="button"
        className="header-chip pill"
        aria-haspopup="dialog"
        aria-label={t('language.button', { language: current.name })}
        title={t('language.button', { language: current.name })}
        onPointerEnter={() => void LanguageDialog.preload()}
        onFocus={() => void LanguageDialog.preload()}
        onClick={() => setOpen(true)}
      >
        <Languages className="icon-inline" />{' '}
        <span className="header-chip__text">{current.name}</span>
      </button>
      {open && <LanguageDialog locale={locale} onClose={() => setOpen(false)} />}
    </>
  )
}
