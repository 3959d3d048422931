import { Link } from 'react-router'
import { useNotFoundPresence } from './notFoundPresence'

export interface NotFoundContentProps {
  title: string
  description: string
  homeLabel: string
  homeHref: string
}

/** The not-found screen's body (SPEC 2.2): a title, a description and one way home. */
export function NotFoundContent({ title, description, homeLabel, homeHref }: NotFoundContentProps) {
  useNotFoundPresence()
  return (
    <section className="page page--centred" aria-labelledby="not-found-title">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p className="lead">{description}</p>
      <Link className="button button--primary" to={homeHref}>
        {homeLabel}
      </Link>
    </section>
  )
}
