import type { AppDispatch, RootState } from '../store'
import { cookieNoticeAnswered, currencyChosen, loggedIn } from '../../features/session/sessionSlice'

type Restored = Pick<RootState, 'session' | 'catalogue'>

/**
 * The state the client hydrates with: the build's (visitor-neutral) state, plus what this visitor
 * brings that nothing on a public page shows (client id, referral, chosen plan). What the page
 * does show (login, currency, cookie notice) follows in `applyVisitorState`; hydration still
 * renders from the HTML's state (react-redux `serverState`), so it matches the HTML exactly.
 */
export function hydrationState(rendered: RootState, restored: Restored): RootState {
  const { session } = restored
  return {
    ...rendered,
    catalogue: { ...rendered.catalogue, mealInfo: restored.catalogue.mealInfo },
    session: {
      ...rendered.session,
      clientId: session.clientId,
      shortCode: session.shortCode,
      subId: session.subId,
    },
  }
}

/** The visitor's own header, prices and cookie notice: an update on top of the HTML's state. */
export function applyVisitorState(dispatch: AppDispatch, restored: Restored): void {
  const { session } = restored
  if (session.token && session.loginType) {
    dispatch(loggedIn({ email: session.email, token: session.token, loginType: session.loginType }))
  }
  dispatch(currencyChosen(session.currentCurrency))
  if (session.cookieVisible === 2) dispatch(cookieNoticeAnswered())
}

/** The state a page is saved with: nothing of the build's own browser session. */
export function renderedState(state: RootState): RootState {
  return {
    ...state,
    session: { ...state.session, clientId: '', toasts: [] },
  }
}
