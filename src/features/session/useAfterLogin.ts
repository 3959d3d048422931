import { useLocation, useNavigate } from 'react-router'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'

/** Where a login came from, carried in navigation state (never in the URL: no open redirect). */
export interface LoginOrigin {
  from?: 'mealdetail'
}

/** SPEC 2.6: back to the plan if the visitor came from the plan detail, home otherwise. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  const locale = useCurrentLocale()
  const origin = (location.state as LoginOrigin | null)?.from
  return () => {
    const target = origin === 'mealdetail' ? '/mealdetail' : '/'
    void navigate(localePath(target, locale), { replace: true })
  }
}

export function useLoginOrigin(): LoginOrigin {
  const location = useLocation()
  const fromPlan =
    /\/mealdetail$/.test(location.pathname) ||
    (location.state as LoginOrigin | null)?.from === 'mealdetail'
  return fromPlan ? { from: 'mealdetail' } : {}
}
