import { StrictMode, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import type { AppStore, RootState } from './store'

export function AppProviders({
  store,
  i18n,
  serverState,
  children,
}: {
  store: AppStore
  i18n: I18n
  /**
   * The state pre-rendered HTML was made from: every part of the tree hydrates against it (also
   * boundaries React hydrates later), then re-renders with the store's current state.
   */
  serverState?: RootState
  children: ReactNode
}) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </Provider>
    </StrictMode>
  )
}
