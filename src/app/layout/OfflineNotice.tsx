import { useTranslation } from 'react-i18next'
import { useOnlineStatus } from '../../shared/ui/useOnlineStatus'
import './offlineNotice.css'

/**
 * A bar while the browser is offline (issue 7.3). The status region is always in the page and
 * only its text changes, so screen readers announce the loss of the connection as it happens.
 */
export function OfflineNotice() {
  const { t } = useTranslation()
  const online = useOnlineStatus()
  return (
    <div
      className={online ? 'offline-notice' : 'offline-notice offline-notice--shown'}
      role="status"
    >
      {!online && (
        <p>
          <span className="offline-notice__dot" aria-hidden="true" />
          {t('offline.notice')}
        </p>
      )}
    </div>
  )
}
