import { lazy, Suspense } from 'react'
import { useAppSelector } from '../../../app/hooks'
import type { LocaleCode } from '../../../i18n/locales'
import { selectDialogs } from '../selectors'
import { useIdleDialog } from './useIdleDialog'

// The dialog itself loads once the visitor has been idle long enough to see it.
const PromoDialogView = lazy(() => import('./PromoDialogView'))

/** The first promotional dialog of POST /v1/dialog/show/list, shown once per visit when idle. */
export function IdlePromoDialog({ locale }: { locale: LocaleCode }) {
  const dialogs = useAppSelector(selectDialogs)
  const [dialog, dismiss] = useIdleDialog(
    dialogs.status === 'succeeded' ? dialogs.data[0] : undefined,
  )
  if (!dialog) return null
  return (
    <Suspense fallback={null}>
      <PromoDialogView dialog={dialog} locale={locale} onDismiss={dismiss} />
    </Suspense>
  )
}
