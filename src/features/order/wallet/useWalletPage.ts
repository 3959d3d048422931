import { useTranslation } from 'react-i18next'
import { getConfig } from '../../../config/runtimeConfig'
import { useMetaDescription } from '../../../shared/ui/useMetaDescription'
import { usePageTitle } from '../../../shared/ui/usePageTitle'

/** Title and description of a wallet page, from its `<key>.title` and `<key>.lead`. */
export function useWalletPage(key: string): void {
  const { t } = useTranslation('wallet')
  usePageTitle(t(`${key}.title`), getConfig().productName)
  useMetaDescription(t(`${key}.lead`))
}
