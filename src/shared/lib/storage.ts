/**
 * localStorage that never throws: private modes and full quotas must not break the store.
 */
export function readJson<T>(
  key: string,
  storage: Storage | undefined = safeLocalStorage(),
): T | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    return null
  }
}

export function writeJson(key: string, value: unknown, storage = safeLocalStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Quota or privacy mode: the value lives only in memory this visit.
  }
}

export function removeItem(key: string, storage = safeLocalStorage()): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}
