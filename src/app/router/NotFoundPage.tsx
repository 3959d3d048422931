import { usePageTitle } from '../../shared/ui/usePageTitle'
import { getConfig } from '../../config/runtimeConfig'
import { useTranslation } from 'react-i18next'
import { NotFoundSection } from '../../features/catalogue/plan/NotFoundSection'

/** Any unmatched path, and any unknown language segment (SPEC 2.1, 2.2). */
export function NotFoundPage() {
  const { t } = useTranslation()
  usePageTitle(t('notFound.title'), getConfig().productName)
  return <NotFoundSection />
}
