import { getConfig } from '../../config/runtimeConfig'
import { useMetaDescription } from '../../shared/ui/useMetaDescription'
import { usePageTitle } from '../../shared/ui/usePageTitle'

/** Every content page has its own localised title and meta description. */
export function useContentPage(title: string, description: string): void {
  usePageTitle(title, getConfig().productName)
  useMetaDescription(description)
}
