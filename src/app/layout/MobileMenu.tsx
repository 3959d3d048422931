import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Menu from 'lucide-react/icons/menu'
import type { LocaleCode } from '../../i18n/locales'
import { onDemand } from '../../shared/ui/onDemand'

// The sheet loads on first use: most visits on a wide screen never open it.
const MobileMenuSheet = onDemand(() => import('./MobileMenuSheet'))

/** The narrow-screen menu popup with register and login buttons (SPEC 2.3). */
export function MobileMenu({ locale, loggedIn }: { locale: LocaleCode; loggedIn: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <span className="header__mobile-only">
      <button
        type="button"
        className="header-icon-button pill"
        aria-haspopup="dialog"
        aria-label={t('nav.openMenu')}
        title={t('nav.openMenu')}
        onPointerEnter={() => void MobileMenuSheet.preload()}
        onFocus={() => void MobileMenuSheet.preload()}
        onClick={() => setOpen(true)}
      >
        <Menu size={22} />
      </button>
      {open && <MobileMenuSheet locale={locale} loggedIn={loggedIn} close={() => setOpen(false)} />}
    </span>
  )
}
