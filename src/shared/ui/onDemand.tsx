import { useEffect, useState, type ComponentProps, type ComponentType } from 'react'

export type OnDemand<P extends object> = ComponentType<P> & {
  /** Starts loading the module (once); resolves when it can render at once. */
  preload: () => Promise<unknown>
}

/**
 * A component whose module loads on first use, like `React.lazy`, but without suspending: it
 * renders nothing until its module is here, then renders in an ordinary update. A lazy component
 * opened by a tap commits its Suspense fallback, and React holds back the content that replaces a
 * fallback until 300 ms after it (FALLBACK_THROTTLE_MS in react-dom): the language sheet took
 * 370 ms to answer a tap on a phone at 4x CPU, about 300 of them that wait.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function onDemand<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): OnDemand<ComponentProps<C>> {
  type P = ComponentProps<C>
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A failed chunk (offline, a new deploy) is tried again on the next use.
        loading = null
        throw error
      },
    )
    return loading
  }
  function Loaded(props: P) {
    const [, setReady] = useState(loaded !== null)
    const [failure, setFailure] = useState<{ error: unknown } | null>(null)
    useEffect(() => {
      if (loaded) return
      let current = true
      preload().then(
        () => current && setReady(true),
        (error: unknown) => current && setFailure({ error }),
      )
      return () => {
        current = false
      }
    }, [])
    // As a lazy component's would: the nearest error boundary offers the reload.
    if (failure) throw failure.error
    const Component = loaded
    return Component ? <Component {...props} /> : null
  }
  return Object.assign(Loaded, { preload })
}
