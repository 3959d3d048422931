import { useEffect, useMemo, useState, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { getConfig } from '../../../config/runtimeConfig'
import { SUPPORT_EMAIL } from '../../../config/constants'
import { localeIso } from '../../../i18n/locales'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { matchesQuery } from '../../../shared/lib/textSearch'
import { TextField } from '../../../shared/ui/TextField'
import { useDebouncedValue } from '../../../shared/ui/useDebouncedValue'
import { useJsonLd } from '../../../shared/ui/useJsonLd'
import { jumpTo } from '../jumpTo'
import { plainText, RichText } from '../RichText'
import { useContentPage } from '../useContentPage'
import { FAQ_TOPICS, questionAnchor, topicAnchor, type FaqQuestion } from './faqData'
import { highlight } from './highlight'
import { drawnWhenNear } from '../../../shared/ui/drawnWhenNear'
import '../content.css'
import './faq.css'

interface Entry {
  key: string
  topic: string
  question: FaqQuestion
  q: string
  a: string
  text: string
}

/** Announcing the count waits until typing pauses, so a screen reader is not flooded. */
const ANNOUNCE_DELAY_MS = 500

/** /faq-{slug}-esim: questions by topic in an accordion, a search, and FAQPage structured data. */
export default function FaqPage() {
  const { t } = useTranslation(['faq', 'common'])
  const locale = useCurrentLocale()
  const { hash } = useLocation()
  const product = getConfig().productName
  const values = useMemo(() => ({ product, email: SUPPORT_EMAIL }), [product])

  const entries = useMemo<Entry[]>(
    () =>
      FAQ_TOPICS.flatMap((topic) =>
        topic.questions.map((question) => {
          const base = `faq:topics.${topic.id}.items.${question.id}`
          const q = t(`${base}.q`, values)
          const a = t(`${base}.a`, values)
          return {
            key: questionAnchor(topic.id, question.id),
            topic: topic.id,
            question,
            q,
            a,
            text: `${q} ${plainText(a)}`,
          }
        }),
      ),
    [t, values],
  )

  const [query, setQuery] = useState('')
  // A shared link to one question (#faq-refunds-policy) opens it.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([hash.slice(1)]))
  const searching = query.trim() !== ''
  const shown = searching ? entries.filter((entry) => matchesQuery(entry.text, query)) : entries
  const announced = useDebouncedValue(
    searching ? t('faq:search.results', { count: shown.length }) : '',
    ANNOUNCE_DELAY_MS,
  )

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    target?.scrollIntoView?.({ block: 'start' })
  }, [hash])

  useContentPage(t('faq:title'), t('faq:description', values))
  useJsonLd(
    'faq',
    useMemo(
      () => ({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: localeIso(locale),
        mainEntity: entries.map((entry) => ({
          '@type': 'Question',
          name: entry.q,
          acceptedAnswer: { '@type': 'Answer', text: plainText(entry.a) },
        })),
      }),
      [entries, locale],
    ),
  )

  /** While searching, every matching answer is open: the hit is what the traveller wants. */
  const search = (next: string) => {
    setQuery(next)
    const matches = next.trim()
      ? entries.filter((entry) => matchesQuery(entry.text, next)).map((entry) => entry.key)
      : []
    setOpen(new Set(matches))
  }

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })

  // Optional keys of the WAI-ARIA accordion: arrows, Home and End move between questions.
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    if (!target.matches('[data-faq-button]')) return
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-faq-button]'),
    )
    const at = buttons.indexOf(target as HTMLButtonElement)
    const last = buttons.length - 1
    const moves: Record<string, number> = {
      ArrowDown: at === last ? 0 : at + 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    buttons[moves[event.key]!]?.focus()
  }

  const mark = (piece: string) => (searching ? highlight(piece, query) : piece)
  const topics = FAQ_TOPICS.map((topic) => ({
    ...topic,
    entries: shown.filter((entry) => entry.topic === topic.id),
  })).filter((topic) => topic.entries.length > 0)

  return (
    <div className="page content-page faq-page">
      <header className="content-hero">
        <p className="content-hero__eyebrow">{t('faq:eyebrow', values)}</p>
        <h1>{t('faq:heading')}</h1>
        <p className="content-hero__lead">{t('faq:lead', values)}</p>
        <div className="faq-search" role="search">
          <TextField
            label={t('faq:search.label')}
            type="search"
            value={query}
            placeholder={t('faq:search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => search(event.target.value)}
          />
        </div>
      </header>

      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>

      <div className={`faq-layout${searching ? ' faq-layout--searching' : ''}`}>
        {!searching && (
          <nav className="faq-topics" aria-label={t('faq:topicsLabel')}>
            <ul>
              {FAQ_TOPICS.map((topic) => (
                <li key={topic.id}>
                  <a
                    href={`#${topicAnchor(topic.id)}`}
                    onClick={(event) => jumpTo(event, topicAnchor(topic.id))}
                  >
                    <topic.icon size={20} strokeWidth={1.75} />
                    {t(`faq:topics.${topic.id}.title`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="faq-list" onKeyDown={onListKeyDown}>
          {searching && (
            // Seen at once; screen readers hear the debounced live region above instead.
            <p className="faq-list__count" aria-hidden="true">
              {t('faq:search.results', { count: shown.length })}
            </p>
          )}
          {topics.length === 0 && (
            <div className="faq-empty">
              <p className="faq-empty__title">{t('faq:search.empty', { query: query.trim() })}</p>
              <p>{t('faq:search.emptyHint', values)}</p>
              <div className="content-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => search('')}
                >
                  {t('faq:search.clear')}
                </button>
                <a className="button button--primary" href={`mailto:${SUPPORT_EMAIL}`}>
                  {t('faq:contact.button')}
                </a>
              </div>
            </div>
          )}
          {topics.map((topic, index) => (
            <section
              key={topic.id}
              className={drawnWhenNear('faq-topic', index === 0)}
              aria-labelledby={topicAnchor(topic.id)}
            >
              <h2 id={topicAnchor(topic.id)} tabIndex={-1} className="faq-topic__title">
                <span aria-hidden="true" className="faq-topic__icon">
                  <topic.icon size={24} strokeWidth={1.75} />
                </span>
                {t(`faq:topics.${topic.id}.title`)}
              </h2>
              <ul className="faq-items">
                {topic.entries.map((entry) => {
                  const expanded = open.has(entry.key)
                  const link = entry.question.link
                  return (
                    <li key={entry.key} className="faq-item">
                      <h3 id={entry.key} className="faq-item__heading">
                        <button
                          type="button"
                          id={`${entry.key}-button`}
                          className="faq-item__button"
                          aria-expanded={expanded}
                          aria-controls={`${entry.key}-panel`}
                          data-faq-button
                          onClick={() => toggle(entry.key)}
                        >
                          <span>{mark(entry.q)}</span>
                          <span className="faq-item__chevron" aria-hidden="true" />
                        </button>
                      </h3>
                      <div
                        id={`${entry.key}-panel`}
                        className="faq-item__panel prose"
                        hidden={!expanded}
                      >
                        <RichText text={entry.a} mark={mark} />
                        {link && (
                          <p>
                            <Link className="content-more" to={localePath(link.to, locale)}>
                              {t(`faq:links.${link.label}`)} <ArrowRight className="icon-inline" />
                            </Link>
                          </p>
                        )}
                      </div>
                    </li>
                  )
                })}
              </ul>
            </section>
          ))}
        </div>
      </div>

      <aside className="content-callout render-when-near" aria-labelledby="faq-contact-title">
        <h2 id="faq-contact-title">{t('faq:contact.title')}</h2>
        <p>{t('faq:contact.text', values)}</p>
        <a className="button button--primary" href={`mailto:${SUPPORT_EMAIL}`}>
          {t('faq:contact.button')}
        </a>
      </aside>
    </div>
  )
}
