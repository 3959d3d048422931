import { createAction } from '@reduxjs/toolkit'

/** One sign-out event that every slice reacts to (ARCHITECTURE: actions are events). */
export const signedOut = createAction('session/signedOut')
