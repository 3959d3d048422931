import { createAction } from '@reduxjs/toolkit'

/** One sign-out event that every slice reacts to (ARCHITECTURE: actions are events). */
export const signedOut = createAction('session/signedOut')

/**
 * A page asks for the guest/login chooser (SPEC 2.5, account status 0). An event rather than
 * the session's own action, because features may not import each other.
 */
export const accountChooserRequested = createAction('session/accountChooserRequested')
