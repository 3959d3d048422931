import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getConfig } from '../../../config/runtimeConfig'
import { SUPPORT_EMAIL } from '../../../config/constants'
import { operatorFrom } from '../../../config/operator'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { jumpTo } from '../jumpTo'
import { RichText } from '../RichText'
import { useContentPage } from '../useContentPage'
import { drawnWhenNear } from '../../../shared/ui/drawnWhenNear'
import { formatLongDate } from '../../../shared/lib/localeFormat'
import '../content.css'
import './legal.css'

export interface LegalDocumentProps {
  /** The document's key in locales/<lng>/legal.json. */
  doc: 'agreement' | 'privacy' | 'withdrawal'
  /** Section keys in reading order: `<doc>.sections.<id>.title|body`. */
  sections: readonly string[]
  /** ISO date the text last changed. */
  updated: string
  /** What the reader can do about it at once, under the introduction. */
  action?: ReactNode
}

/** A legal text: title, date, a table of contents and numbered sections. */
export function LegalDocument({ doc, sections, updated, action }: LegalDocumentProps) {
  const { t } = useTranslation(['legal', 'common'])
  const locale = useCurrentLocale()
  const { productName: product, siteUrl } = getConfig()
  const operator = operatorFrom(getConfig().operator)
  // The operator's name and address (the withdrawal form's addressee) come from config.json, so
  // a page that quotes them is never pre-rendered (deploy/hostRules.mjs, appRoutes).
  const values = {
    product,
    email: SUPPORT_EMAIL,
    site: siteUrl,
    operatorName: operator?.name ?? product,
    operatorAddress: operator?.address ?? '',
    // The model withdrawal instructions name a phone number where there is one.
    operatorPhone: operator?.phone ?? '',
  }
  useContentPage(t(`legal:${doc}.title`), t(`legal:${doc}.description`, values))
  const date = formatLongDate(`${updated}T00:00:00Z`, locale)
  const anchor = (id: string) => `${doc}-${id}`

  return (
    <div className="page content-page legal-page">
      <header className="content-hero">
        <h1>{t(`legal:${doc}.heading`)}</h1>
        <p className="legal-updated">
          {t('legal:updated')} <time dateTime={updated}>{date}</time>
        </p>
        <div className="content-hero__lead prose">
          <RichText text={t(`legal:${doc}.intro`, values)} />
        </div>
        {action}
      </header>
      <div className="legal-layout">
        <nav className="legal-toc" aria-labelledby={`${doc}-toc`}>
          <h2 id={`${doc}-toc`}>{t('legal:contents')}</h2>
          <ol>
            {sections.map((id) => (
              <li key={id}>
                <a href={`#${anchor(id)}`} onClick={(event) => jumpTo(event, anchor(id))}>
                  {t(`legal:${doc}.sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-body">
          {sections.map((id, index) => (
            <section
              key={id}
              className={drawnWhenNear('legal-section', index === 0)}
              aria-labelledby={anchor(id)}
            >
              <h2 id={anchor(id)} tabIndex={-1}>
                <span className="legal-section__number">{index + 1}.</span>{' '}
                {t(`legal:${doc}.sections.${id}.title`)}
              </h2>
              <div className="prose">
                <RichText text={t(`legal:${doc}.sections.${id}.body`, values)} />
              </div>
            </section>
          ))}
          <p className="legal-contact">
            {t('legal:questions', { email: SUPPORT_EMAIL })}{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </article>
      </div>
    </div>
  )
}
