import { useEffect } from 'react'
import { useAppDispatch } from '../hooks'
import { viewportChanged } from '../../features/session/sessionSlice'
import { MOBILE_BREAKPOINT_PX } from '../../config/constants'

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/** A visitor is mobile on a mobile device or at a width of at most 768 px (SPEC 4.2). */
export function isMobileViewport(userAgent: string, width: number): boolean {
  return MOBILE_UA.test(userAgent) || width <= MOBILE_BREAKPOINT_PX
}

export function useViewport(): void {
  const dispatch = useAppDispatch()
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`)
    const update = () =>
      dispatch(viewportChanged(isMobileViewport(navigator.userAgent, window.innerWidth)))
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [dispatch])
}
