import { useNavigate } from 'react-router'
import type { AreaDto, PackageDto } from '../../../api/contract/catalogue'
import { useAppDispatch } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { choosePlan } from '../thunks'

/** Continue with a plan: it becomes mealInfo (store and disk), then /mealdetail opens. */
export function useProceedToDetail(): (area: AreaDto, pkg: PackageDto) => Promise<void> {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  return async (area, pkg) => {
    await dispatch(choosePlan({ area, package: pkg }))
    await navigate(localePath('/mealdetail', locale))
  }
}
