import { createAction } from '@reduxjs/toolkit'

/** One sign-out event that every slice reacts to (docs/architecture.md: actions are events). */
export const signedOut = createAction('session/signedOut')

/**
 * A page asks for the guest/login chooser (SPEC 2.5, account status 0). An event rather than
 * the session's own action, because features may not import each other. `next`: where a
 * visitor who continues as a guest goes on to (plan detail's Buy now: the checkout), so they
 * need not ask again.
 */
export const accountChooserRequested = createAction(
  'session/accountChooserRequested',
  (request: { next?: string } = {}) => ({ payload: { next: request.next ?? '' } }),
)

/**
 * Any feature asks for a toast (the session slice owns the toast region's state). An event,
 * because features may not import the session's own `toastShown`.
 */
export const toastRequested = createAction(
  'session/toastRequested',
  (message: string, tone: 'success' | 'error' | 'info' = 'success') => ({
    payload: { id: Date.now() + Math.random(), message, tone },
  }),
)

/**
 * The balance changed (a recharge went through): the session reads the user info again. An
 * event, because the wallet may not reach into the session feature.
 */
export const userInfoRefreshRequested = createAction('session/userInfoRefreshRequested')
