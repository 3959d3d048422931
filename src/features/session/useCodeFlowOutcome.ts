import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '../../app/hooks'
import { localePath } from '../../i18n/localePath'
import { useCurrentLocale } from '../../i18n/useCurrentLocale'
import { resumableCodeFlow } from './codeFlowStorage'
import { selectAccountStatus, selectResetTicket } from './selectors'
import { codeFlowStarted } from './sessionSlice'
import { useAfterLogin } from './useAfterLogin'
import { ACCOUNT_STATUS } from '../../shared/lib/accountStatus'

/**
 * The page that opened the code dialog moves on when the flow succeeds: after registering, on
 * to where a login goes (SPEC 2.6); after a FINDPASSWORD check, to the reset page. After a
 * reload it opens the dialog again for the code already mailed (codeFlowStorage).
 */
export function useCodeFlowOutcome(kind: 'REGISTER' | 'FINDPASSWORD'): void {
  const dispatch = useAppDispatch()
  const open = useAppSelector(selectAccountStatus) === ACCOUNT_STATUS.verifyCode
  const loggedIn = useAppSelector(selectIsLoggedIn)
  const ticket = useAppSelector(selectResetTicket)
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const afterLogin = useAfterLogin()
  const wasLoggedIn = useRef(loggedIn)

  // Read once, when the page opens: a flow the visitor closes stays closed.
  const [resumed] = useState(() => (open || loggedIn ? null : resumableCodeFlow(kind)))
  useEffect(() => {
    if (resumed) dispatch(codeFlowStarted(resumed))
  }, [resumed, dispatch])

  useEffect(() => {
    if (kind === 'REGISTER' && loggedIn && !wasLoggedIn.current) afterLogin()
    wasLoggedIn.current = loggedIn
  }, [kind, loggedIn, afterLogin])

  useEffect(() => {
    if (kind === 'FINDPASSWORD' && ticket) void navigate(localePath('/resetpwd', locale))
  }, [kind, ticket, navigate, locale])
}
