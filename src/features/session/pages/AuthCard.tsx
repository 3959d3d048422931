import type { ReactNode } from 'react'
import './auth.css'

/** The centred card every account page sits in. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <section className="page auth-page" aria-labelledby="auth-title">
      <div className="auth-card">
        <h1 id="auth-title">{title}</h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </div>
    </section>
  )
}
