import { useEffect } from 'react'
import { useAppDispatch } from '../hooks'
import { viewportChanged } from '../../features/session/sessionSlice'
import { MOBILE_BREAKPOINT_PX } from '../../config/constants'

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/** A visitor is mobile on a mobile device or at a width of at most 768 px (SPEC 4.2). */
export function isMobileViewport(userAgent: string, narrow: boolean): boolean {
  return MOBILE_UA.test(userAgent) || narrow
}

export function useViewport(): void {
  const dispatch = useAppDispatch()
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`)
    // The query's own answer, not window.innerWidth: reading that forces a layout mid-hydration.
    const update = () =>
      dispatch(viewportChanged(isMobileViewport(navigator.userAgent, query.matches)))
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [dispatch])
}
