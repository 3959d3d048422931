import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { readTokenSubject } from '../../api/contract/account'
import { analyticsUserIdentified } from './sessionSlice'
import { selectToken, selectUserInfo } from './selectors'

/**
 * A session restored from the cookie re-reads the user info (balance) once per visit and
 * recovers the analytics user id from the token.
 */
export function useSessionRefresh(): void {
  const dispatch = useAppDispatch()
  const token = useAppSelector(selectToken)
  const userInfo = useAppSelector(selectUserInfo)
  const analyticsUserId = useAppSelector((state) => state.session.analyticsUserId)
  useEffect(() => {
    if (!token) return
    if (!analyticsUserId) {
      const subject = readTokenSubject(token)
      if (subject) dispatch(analyticsUserIdentified(subject.id))
    }
    // The account calls load with the first visit that needs them, not with every page.
    if (userInfo === null)
      void import('./authThunks').then(({ fetchUserInfo }) => dispatch(fetchUserInfo()))
  }, [token, userInfo, analyticsUserId, dispatch])
}
