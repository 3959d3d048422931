import { isDigit } from './validation'

/**
 * The six verification-code boxes of SPEC 4.3 as a pure state machine, so every rule is
 * testable without a browser: typing moves on, a non-digit clears its box and flags the
 * numeric-only error, Backspace on an empty box clears the previous one, a paste fills all.
 */
export interface CodeBoxesState {
  codes: string[]
  focus: number
  /** 0 = none, 1 = numeric only, 10 = the server refused the code (SPEC 4.3). */
  error: 0 | 1 | 10
}

export type CodeBoxesEvent =
  | { type: 'input'; index: number; value: string }
  | { type: 'backspace'; index: number }
  | { type: 'paste'; text: string }
  | { type: 'failed' }
  | { type: 'reset' }
  | { type: 'focus'; index: number }

export function initialCodeBoxes(length: number): CodeBoxesState {
  return { codes: Array.from({ length }, () => ''), focus: 0, error: 0 }
}

export function codeBoxesReducer(state: CodeBoxesState, event: CodeBoxesEvent): CodeBoxesState {
  const last = state.codes.length - 1
  switch (event.type) {
    case 'input': {
      // A box takes one character; when a second is typed into a filled box, keep the new one.
      const char = event.value.slice(-1)
      const codes = [...state.codes]
      // An emptied box is a deletion (Delete, cut, or a phone keyboard whose Backspace sends no
      // key event), not a non-digit: it clears the box without the numeric-only message.
      if (char === '') {
        codes[event.index] = ''
        return { codes, focus: event.index, error: 0 }
      }
      if (!isDigit(char)) {
        codes[event.index] = ''
        return { codes, focus: event.index, error: 1 }
      }
      codes[event.index] = char
      return { codes, focus: Math.min(last, event.index + 1), error: 0 }
    }
    case 'backspace': {
      const codes = [...state.codes]
      if (codes[event.index]) {
        codes[event.index] = ''
        return { ...state, codes, focus: event.index }
      }
      const previous = Math.max(0, event.index - 1)
      codes[previous] = ''
      return { ...state, codes, focus: previous }
    }
    case 'paste': {
      const digits = event.text.replace(/\s/g, '')
      if (!/^\d+$/.test(digits)) return { ...state, error: 1 }
      const codes = state.codes.map((_, index) => digits[index] ?? '')
      return { codes, focus: Math.min(last, digits.length), error: 0 }
    }
    case 'failed':
      return { ...initialCodeBoxes(state.codes.length), error: 10 }
    case 'reset':
      return initialCodeBoxes(state.codes.length)
    case 'focus':
      return { ...state, focus: event.index }
  }
}

export function isComplete(state: CodeBoxesState): boolean {
  return state.codes.every((code) => code.length === 1)
}

export function joinCode(state: CodeBoxesState): string {
  return state.codes.join('')
}
