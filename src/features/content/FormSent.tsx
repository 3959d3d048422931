import type { ReactNode, Ref } from 'react'
import CircleCheck from 'lucide-react/icons/circle-check'

export interface FormSentProps {
  /** h2 on a page of its own, h3 inside a page's section. */
  level: 2 | 3
  title: string
  /** Takes the focus, so a screen reader hears that the form went through. */
  headingRef: Ref<HTMLHeadingElement>
  referenceLabel: string
  reference: string
  /** Above the reference: what was received. */
  children: ReactNode
  /** Below the reference: what happens next, or a way to send another. */
  after?: ReactNode
}

/** What a sent form turns into: a tick, what was received, and the reference to quote. */
export function FormSent({
  level,
  title,
  headingRef,
  referenceLabel,
  reference,
  children,
  after,
}: FormSentProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="form-sent" role="status">
      <span className="form-sent__icon" aria-hidden="true">
        <CircleCheck size={40} strokeWidth={1.75} />
      </span>
      <Heading ref={headingRef} tabIndex={-1}>
        {title}
      </Heading>
      {children}
      <p className="form-sent__reference">
        {referenceLabel} <strong>{reference}</strong>
      </p>
      {after}
    </div>
  )
}
