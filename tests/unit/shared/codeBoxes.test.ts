import { describe, expect, it } from 'vitest'
import {
  codeBoxesReducer,
  initialCodeBoxes,
  isComplete,
  joinCode,
  type CodeBoxesState,
} from '../../../src/shared/lib/codeBoxes'
import { checkPassword, isStrongEnough } from '../../../src/shared/lib/passwordRules'

const typed = (digits: string): CodeBoxesState =>
  [...digits].reduce(
    (state, value, index) => codeBoxesReducer(state, { type: 'input', index, value }),
    initialCodeBoxes(6),
  )

describe('verification code boxes (SPEC 4.3)', () => {
  it('moves focus on after each digit and completes at six', () => {
    const state = typed('12345')
    expect(state.focus).toBe(5)
    expect(isComplete(state)).toBe(false)
    const full = codeBoxesReducer(state, { type: 'input', index: 5, value: '6' })
    expect(isComplete(full)).toBe(true)
    expect(joinCode(full)).toBe('123456')
    expect(full.focus).toBe(5)
  })

  it('clears a box that gets a non-digit and flags numeric-only', () => {
    const state = codeBoxesReducer(typed('12'), { type: 'input', index: 2, value: 'x' })
    expect(state.codes).toEqual(['1', '2', '', '', '', ''])
    expect(state.error).toBe(1)
    expect(state.focus).toBe(2)
  })

  it('resets the error when a digit is entered', () => {
    const flagged = codeBoxesReducer(typed('1'), { type: 'input', index: 1, value: 'a' })
    expect(codeBoxesReducer(flagged, { type: 'input', index: 1, value: '2' }).error).toBe(0)
  })

  it('keeps only the newest character typed into a filled box', () => {
    const state = codeBoxesReducer(typed('1'), { type: 'input', index: 0, value: '17' })
    expect(state.codes[0]).toBe('7')
  })

  it('Backspace on an empty box clears the previous one and moves there', () => {
    const state = codeBoxesReducer(typed('123'), { type: 'backspace', index: 3 })
    expect(state.codes).toEqual(['1', '2', '', '', '', ''])
    expect(state.focus).toBe(2)
    const filled = codeBoxesReducer(typed('123'), { type: 'backspace', index: 2 })
    expect(filled.codes[2]).toBe('')
    expect(filled.focus).toBe(2)
  })

  it('fills every box from a pasted code, and refuses a pasted non-number', () => {
    const state = codeBoxesReducer(initialCodeBoxes(6), { type: 'paste', text: ' 987 654 ' })
    expect(joinCode(state)).toBe('987654')
    expect(codeBoxesReducer(initialCodeBoxes(6), { type: 'paste', text: '98a654' }).error).toBe(1)
  })

  it('a failed check clears the boxes, sets error 10 and focuses the first', () => {
    const state = codeBoxesReducer(typed('123456'), { type: 'failed' })
    expect(state).toEqual({ codes: ['', '', '', '', '', ''], focus: 0, error: 10 })
  })
})

describe('password rules', () => {
  it('needs 8-64 characters with a letter and a digit', () => {
    expect(isStrongEnough('abcdefg1')).toBe(true)
    expect(isStrongEnough('abcdefgh')).toBe(false)
    expect(isStrongEnough('12345678')).toBe(false)
    expect(isStrongEnough('a1')).toBe(false)
    expect(isStrongEnough(`a1${'x'.repeat(63)}`)).toBe(false)
    expect(checkPassword('ü1234567').every((rule) => rule.met)).toBe(true)
  })
})
