import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderDto } from '../../../api/contract/order'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { ErrorState } from '../../../shared/ui/ErrorState'
import { selectEsimResource } from '../orders/selectors'
import { fetchEsimResource } from '../orders/thunks'
import { InstallKit } from './InstallKit'
import { KitDialog } from './KitDialog'

/** The install kit of one order, loaded from /v1/load/resource when the dialog opens. */
export function InstallKitDialog({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const { t } = useTranslation(['orders', 'common'])
  const dispatch = useAppDispatch()
  const resource = useAppSelector(selectEsimResource(order.orderId))

  useEffect(() => {
    void dispatch(fetchEsimResource(order.orderId))
  }, [dispatch, order.orderId])

  return (
    <KitDialog onClose={onClose}>
      {resource?.status === 'failed' ? (
        <ErrorState
          message={apiErrorMessage(resource.error, t)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void dispatch(fetchEsimResource(order.orderId))}
        />
      ) : resource?.data ? (
        <InstallKit resource={resource.data} />
      ) : (
        <div className="install-kit__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('orders:kit.loading')}</span>
        </div>
      )}
    </KitDialog>
  )
}
