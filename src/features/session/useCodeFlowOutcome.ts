import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { selectIsLoggedIn, selectResetTicket } from './selectors'
import { useAfterLogin } from './useAfterLogin'

/**
 * The page that opened the code dialog moves on when the flow succeeds: after registering, on
 * to where a login goes (SPEC 2.6); after a FINDPASSWORD check, to the reset page.
 */
export function useCodeFlowOutcome(kind: 'REGISTER' | 'FINDPASSWORD'): void {
  const loggedIn = useAppSelector(selectIsLoggedIn)
  const ticket = useAppSelector(selectResetTicket)
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const afterLogin = useAfterLogin()
  const wasLoggedIn = useRef(loggedIn)

  useEffect(() => {
    if (kind === 'REGISTER' && loggedIn && !wasLoggedIn.current) afterLogin()
    wasLoggedIn.current = loggedIn
  }, [kind, loggedIn, afterLogin])

  useEffect(() => {
    if (kind === 'FINDPASSWORD' && ticket) void navigate(localePath('/resetpwd', locale))
  }, [kind, ticket, navigate, locale])
}
