import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left, ticking once a second; `restart` starts over (the resend timer of SPEC 4.3), from
 * the full count or from what the server says is left.
 */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    if (left <= 0) return
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [left])
  const restart = useCallback((from = seconds) => setLeft(from), [seconds])
  return { left, restart }
}
