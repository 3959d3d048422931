import { useTranslation } from 'react-i18next'
import type { EsimResourceDto } from '../../../api/contract/order'
import { InstallKit } from '../install/InstallKit'
import { KitDialog } from '../install/KitDialog'

/** The install kit from the device's copy, for when there is no connection to load it. */
export function OfflineKitDialog({
  kit,
  onClose,
}: {
  kit: EsimResourceDto | undefined
  onClose: () => void
}) {
  const { t } = useTranslation(['orders', 'common'])
  return (
    <KitDialog onClose={onClose}>
      {kit ? (
        <InstallKit resource={kit} />
      ) : (
        <p className="orders-offline__kit-missing" role="status">
          {t('orders:offline.kitMissing')}
        </p>
      )}
    </KitDialog>
  )
}
