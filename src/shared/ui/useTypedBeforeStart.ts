import { useEffect, useRef, type RefObject } from 'react'

/**
 * Text typed into a pre-rendered field before the app started stays in the field (React keeps a
 * value the visitor changed while it hydrates) but is not in the app's state, so the app would
 * answer it only at the next keystroke: "jap" typed on a slow phone showed no suggestion until
 * another key (issue 34). Once mounted, this hands that text to the field's owner as if it had
 * just been typed.
 */
export function useTypedBeforeStart(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  adopt: (typed: string, focused: boolean) => void,
): void {
  const first = useRef({ value, adopt })
  useEffect(() => {
    const node = field.current
    const { value: rendered, adopt: handOver } = first.current
    if (node && node.value !== rendered)
      handOver(node.value, node.ownerDocument.activeElement === node)
    // Once, after the first commit: from then on every keystroke reaches the app as a change.
  }, [field])
}
