import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { readTokenSubject } from '../../api/contract/account'
import { fetchUserInfo } from './authThunks'
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
    if (userInfo === null) void dispatch(fetchUserInfo())
  }, [token, userInfo, analyticsUserId, dispatch])
}
