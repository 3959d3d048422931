import { useAppSelector } from '../../../app/hooks'
import type { LocaleCode } from '../../../i18n/locales'
import { selectDialogs } from '../selectors'
import { useIdleDialog } from './useIdleDialog'
import { onDemand } from '../../../shared/ui/onDemand'

// The dialog itself loads once the visitor has been idle long enough to see it.
const PromoDialogView = onDemand(() => import('./PromoDialogView'))

/** The first promotional dialog of POST /v1/dialog/show/list, shown once per visit when idle. */
export function IdlePromoDialog({ locale }: { locale: LocaleCode }) {
  const dialogs = useAppSelector(selectDialogs)
  const [dialog, dismiss] = useIdleDialog(
    dialogs.status === 'succeeded' ? dialogs.data[0] : undefined,
  )
  if (!dialog) return null
  return <PromoDialogView dialog={dialog} locale={locale} onDismiss={dismiss} />
}
