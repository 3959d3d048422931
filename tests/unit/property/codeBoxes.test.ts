import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  codeBoxesReducer,
  initialCodeBoxes,
  isComplete,
  joinCode,
  type CodeBoxesEvent,
  type CodeBoxesState,
} from '../../../src/shared/lib/codeBoxes'

const LENGTH = 6
const index = fc.integer({ min: 0, max: LENGTH - 1 })
const digit = fc.constantFrom(...'0123456789')
/** What an input box can report: digits, letters, symbols, emoji, several characters, nothing. */
const typed = fc.oneof(digit, fc.string({ unit: 'grapheme', maxLength: 3 }), fc.constant(''))
const pasted = fc.oneof(
  fc.stringMatching(/^[0-9 ]{0,10}$/),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
)

const event: fc.Arbitrary<CodeBoxesEvent> = fc.oneof(
  fc.record({ type: fc.constant('input' as const), index, value: typed }),
  fc.record({ type: fc.constant('backspace' as const), index }),
  fc.record({ type: fc.constant('paste' as const), text: pasted }),
  fc.record({ type: fc.constant('focus' as const), index }),
  fc.constant({ type: 'failed' as const }),
  fc.constant({ type: 'reset' as const }),
)

/** Any state the dialog can reach: the reducer run over any sequence of events. */
const reachable = fc
  .array(event, { maxLength: 30 })
  .map((events) => events.reduce(codeBoxesReducer, initialCodeBoxes(LENGTH)))

function expectWellFormed(state: CodeBoxesState) {
  expect(state.codes).toHaveLength(LENGTH)
  for (const code of state.codes) expect(code).toMatch(/^[0-9]?$/)
  expect(state.focus).toBeGreaterThanOrEqual(0)
  expect(state.focus).toBeLessThan(LENGTH)
  expect([0, 1, 10]).toContain(state.error)
  expect(isComplete(state)).toBe(joinCode(state).length === LENGTH)
  expect(joinCode(state)).toMatch(/^[0-9]*$/)
}

describe('verification code boxes (property, SPEC 4.3 and 5)', () => {
  it('always holds six boxes of at most one digit each, focus inside, a known error', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialCodeBoxes(LENGTH)
        for (const next of events) {
          state = codeBoxesReducer(state, next)
          expectWellFormed(state)
        }
      }),
    )
  })

  it('takes a typed digit, clears the error and moves on; other boxes keep theirs', () => {
    fc.assert(
      fc.property(reachable, index, digit, (state, at, value) => {
        const next = codeBoxesReducer(state, { type: 'input', index: at, value })
        expect(next.codes[at]).toBe(value)
        expect(next.error).toBe(0)
        expect(next.focus).toBe(Math.min(LENGTH - 1, at + 1))
        next.codes.forEach((code, i) => i !== at && expect(code).toBe(state.codes[i]))
      }),
    )
  })

  it('clears a box given a non-digit and shows the numeric-only message', () => {
    const nonDigitLast = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 3 })
      .filter((value) => !/[0-9]$/.test(value))
    fc.assert(
      fc.property(reachable, index, nonDigitLast, (state, at, value) => {
        const next = codeBoxesReducer(state, { type: 'input', index: at, value })
        expect(next.codes[at]).toBe('')
        expect(next.error).toBe(1)
        expect(next.focus).toBe(at)
        next.codes.forEach((code, i) => i !== at && expect(code).toBe(state.codes[i]))
      }),
    )
  })

  it('treats an emptied box (Delete, cut, a phone keyboard) as a deletion, not a non-digit', () => {
    fc.assert(
      fc.property(reachable, index, (state, at) => {
        const next = codeBoxesReducer(state, { type: 'input', index: at, value: '' })
        expect(next.codes[at]).toBe('')
        expect(next.error).not.toBe(1)
        expect(next.focus).toBe(at)
        next.codes.forEach((code, i) => i !== at && expect(code).toBe(state.codes[i]))
      }),
    )
  })

  it('fills every box from a pasted six-digit code, blanks ignored', () => {
    const code = fc.stringMatching(/^[0-9]{6}$/)
    const blanks = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 6 })
    fc.assert(
      fc.property(reachable, code, blanks, (state, digits, spaces) => {
        const text = [...digits].map((d, i) => (spaces[i] ?? '') + d).join('')
        const next = codeBoxesReducer(state, { type: 'paste', text })
        expect(joinCode(next)).toBe(digits)
        expect(isComplete(next)).toBe(true)
        expect(next.error).toBe(0)
      }),
    )
  })

  it('refuses a paste with anything but digits and blanks, keeping the boxes', () => {
    const junk = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 10 })
      .filter((text) => /[^0-9\s]/.test(text))
    fc.assert(
      fc.property(reachable, junk, (state, text) => {
        const next = codeBoxesReducer(state, { type: 'paste', text })
        expect(next.codes).toEqual(state.codes)
        expect(next.error).toBe(1)
      }),
    )
  })

  it('Backspace clears the box, or the previous one when the box is empty', () => {
    fc.assert(
      fc.property(reachable, index, (state, at) => {
        const next = codeBoxesReducer(state, { type: 'backspace', index: at })
        const target = state.codes[at] ? at : Math.max(0, at - 1)
        expect(next.codes[target]).toBe('')
        expect(next.focus).toBe(target)
        next.codes.forEach((code, i) => i !== target && expect(code).toBe(state.codes[i]))
      }),
    )
  })

  it('a failed check or a reset empties every box and focuses the first', () => {
    fc.assert(
      fc.property(reachable, (state) => {
        const failed = codeBoxesReducer(state, { type: 'failed' })
        expect(failed).toEqual({ ...initialCodeBoxes(LENGTH), error: 10 })
        expect(codeBoxesReducer(state, { type: 'reset' })).toEqual(initialCodeBoxes(LENGTH))
      }),
    )
  })
})
