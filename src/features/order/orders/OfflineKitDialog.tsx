import { useTranslation } from 'react-i18next'
import type { EsimResourceDto } from '../../../api/contract/order'
import { Dialog } from '../../../shared/ui/Dialog'
import { useAppSelector } from '../../../app/hooks'
import { InstallKit } from '../install/InstallKit'
import { selectIsMobile } from './selectors'

/** The install kit from the device's copy, for when there is no connection to load it. */
export function OfflineKitDialog({
  kit,
  onClose,
}: {
  kit: EsimResourceDto | undefined
  onClose: () => void
}) {
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
      {kit ? (
        <InstallKit resource={kit} />
      ) : (
        <p className="orders-offline__kit-missing" role="status">
          {t('orders:offline.kitMissing')}
        </p>
      )}
    </Dialog>
  )
}
