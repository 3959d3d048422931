import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../hooks'
import { toastRequested } from '../../shared/events'
import { isApiError } from '../../api/errors'

/**
 * A safety net, not the way errors are handled: every page and action shows its own message
 * with a retry. Should a promise still reject with nobody listening, the visitor gets the
 * generic message instead of silence, and the console keeps the details for us.
 */
export function useRejectionSafetyNet(): void {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      // The name and message only: a raw request error would carry the token in its headers.
      const reason: unknown = event.reason
      console.warn(
        'Unhandled rejection',
        reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason,
      )
      const message =
        isApiError(event.reason) && event.reason.isNetworkError
          ? t('errors.network')
          : t('errors.generic')
      dispatch(toastRequested(message, 'error'))
    }
    window.addEventListener('unhandledrejection', onRejection)
    return () => window.removeEventListener('unhandledrejection', onRejection)
  }, [dispatch, t])
}
