import { useEffect, useState } from 'react'
import { safeSessionStorage } from '../lib/storage'

/**
 * Form state that survives a failed request and a reload of the tab (sessionStorage).
 * Never use it for passwords or card data.
 */
export function useSessionDraft<T extends object>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = safeSessionStorage()?.getItem(`draft:${key}`)
      return raw ? { ...initial, ...(JSON.parse(raw) as Partial<T>) } : initial
    } catch {
      return initial
    }
  })
  useEffect(() => {
    try {
      safeSessionStorage()?.setItem(`draft:${key}`, JSON.stringify(value))
    } catch {
      // Storage full or blocked: the draft lives for this page view only.
    }
  }, [key, value])
  const clear = () => safeSessionStorage()?.removeItem(`draft:${key}`)
  return [value, setValue, clear] as const
}
