import { useTranslation } from 'react-i18next'

export function PageLoading() {
  const { t } = useTranslation('common', { useSuspense: false })
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('layout.loading')}</span>
    </div>
  )
}
