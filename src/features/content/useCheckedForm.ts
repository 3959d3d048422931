import { useRef, useState, type RefObject } from 'react'
import type { TFunction } from 'i18next'
import { ERROR_CODES, refusedField } from '../../api/contract/envelope'
import type { SerializedApiError } from '../../api/errors'
import { apiErrorMessage } from '../../i18n/apiErrorMessage'

export type CheckedFormStatus<R> =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: string }
  | { kind: 'sent'; result: R }

export type SendOutcome<R> = { sent: true; result: R } | { sent: false; error?: SerializedApiError }

export interface CheckedFormOptions<F extends string> {
  /** The fields in form order: the first one with a problem takes the focus. */
  fields: readonly F[]
  /** What the shared rules say about each field now (shared/lib/*Rules.ts). */
  problems: Partial<Record<F, string>>
  /** A field's problem in words, the client's own or one the server named. */
  words: (field: F, problem: string) => string
  t: TFunction
  /** The form, whose fields are found by name to take the focus. */
  formRef: RefObject<HTMLFormElement | null>
}

/**
 * A form whose rules are shared with the server (the partnership enquiry, the withdrawal
 * statement): each field explains its problem once the visitor has left it filled in, or on
 * send; a field the server refuses ("email: invalid", docs/api.md 1.5) is shown at that field;
 * any other failure keeps everything typed and offers a retry; one request is in flight at most.
 */
export function useCheckedForm<F extends string, R>({
  fields,
  problems,
  words,
  t,
  formRef,
}: CheckedFormOptions<F>) {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({})
  const [refused, setRefused] = useState<Partial<Record<F, string>>>({})
  const [status, setStatus] = useState<CheckedFormStatus<R>>({ kind: 'editing' })
  const inFlight = useRef(false)

  const focusField = (field: F) => {
    const element = formRef.current?.elements.namedItem(field)
    if (element instanceof HTMLElement) element.focus()
  }

  const errorOf = (field: F): string | undefined => {
    if (refused[field]) return refused[field]
    const problem = problems[field]
    return touched[field] && problem ? words(field, problem) : undefined
  }

  /** A field is judged once the visitor has left it with something in it. */
  const left = (field: F, value: string) => {
    if (value.trim() !== '') setTouched((current) => ({ ...current, [field]: true }))
  }

  /** Typing clears what the server said about the field. */
  const changed = (field: F) => {
    if (refused[field]) setRefused(({ [field]: _gone, ...rest }) => rest as typeof refused)
  }

  const send = async (request: () => Promise<SendOutcome<R>>) => {
    if (inFlight.current) return
    setTouched(Object.fromEntries(fields.map((field) => [field, true])) as typeof touched)
    const firstProblem = fields.find((field) => problems[field])
    if (firstProblem) {
      setStatus({ kind: 'editing' })
      focusField(firstProblem)
      return
    }
    inFlight.current = true
    setStatus({ kind: 'sending' })
    const outcome = await request()
    inFlight.current = false
    if (outcome.sent) {
      setTouched({})
      setStatus({ kind: 'sent', result: outcome.result })
      return
    }
    const { error } = outcome
    const refusal =
      error?.code === ERROR_CODES.invalidInput ? refusedField(error.msg, fields) : null
    if (refusal) {
      setRefused({ [refusal.field]: words(refusal.field, refusal.reason) } as typeof refused)
      setStatus({ kind: 'editing' })
      focusField(refusal.field)
      return
    }
    setStatus({ kind: 'failed', message: apiErrorMessage(error, t) })
  }

  return { status, setStatus, errorOf, left, changed, send }
}
