import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { readTokenSubject } from '../../api/contract/account'
import { analyticsUserIdentified } from './sessionSlice'

/**
 * A session restored from the cookie re-reads the user info (balance) once per visit and
 * recovers the analytics user id from the token.
 */
export function useSessionRefresh(): void {
  const dispatch = useAppDispatch()
  const { token, userInfo, analyticsUserId } = useAppSelector((state) => state.session)
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
