import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { Dialog } from '../../../shared/ui/Dialog'
import { selectIsMobile } from '../orders/selectors'

/** The frame of an install kit: a wide dialog, a bottom sheet on narrow screens. */
export function KitDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(['orders', 'common'])
  const mobile = useAppSelector(selectIsMobile)
  return (
    <Dialog
      open
      size="default"
      sheet={mobile}
      title={t('orders:kit.title')}
      closeLabel={t('common:actions.close')}
      onClose={onClose}
    >
      {children}
    </Dialog>
  )
}
