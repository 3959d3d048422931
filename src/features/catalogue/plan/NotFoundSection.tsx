import { useTranslation } from 'react-i18next'
import { NotFoundContent } from '../../../shared/ui/NotFoundContent'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'

/** Not found for an unknown destination or plan; the rendering page sets the document title. */
export function NotFoundSection() {
  const { t } = useTranslation('common')
  const locale = useCurrentLocale()
  return (
    <NotFoundContent
      title={t('notFound.title')}
      description={t('notFound.description')}
      homeLabel={t('notFound.goHome')}
      homeHref={localePath('/', locale)}
    />
  )
}
