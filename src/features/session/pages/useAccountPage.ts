import { useTranslation } from 'react-i18next'
import { getConfig } from '../../../config/runtimeConfig'
import { usePageTitle } from '../../../shared/ui/usePageTitle'
import { useMetaDescription } from '../../../shared/ui/useMetaDescription'

/** Title and description for an account page, from its `<key>.title` and `<key>.lead`. */
export function useAccountPage(key: string): void {
  const { t } = useTranslation('account')
  usePageTitle(t(`${key}.title`), getConfig().productName)
  useMetaDescription(t(`${key}.lead`))
}
