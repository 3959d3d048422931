import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../support/render'
import { FAQ_TOPICS } from '../../../src/features/content/faq/faqData'

/** The first render loads the page chunk and its messages: slow on a busy machine. */
const FIRST_RENDER = { timeout: 10_000 }

const QUESTION_COUNT = FAQ_TOPICS.reduce((sum, topic) => sum + topic.questions.length, 0)

function structuredData(): { '@type': string; inLanguage: string; mainEntity: unknown[] } {
  const scripts = document.head.querySelectorAll('script[type="application/ld+json"]')
  expect(scripts).toHaveLength(1)
  return JSON.parse(scripts[0]!.textContent!) as never
}

describe('FAQ page', { timeout: 15_000 }, () => {
  it('groups questions by topic, each topic with at least four', async () => {
    await renderApp('/faq-roamwise-esim')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Frequently asked questions' },
        FIRST_RENDER,
      ),
    ).toBeVisible()
    const topics = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    for (const title of ['Buying an eSIM', 'Installing', 'Using your eSIM', 'Top-ups', 'Refunds']) {
      expect(topics.some((text) => text?.includes(title))).toBe(true)
    }
    for (const topic of FAQ_TOPICS) expect(topic.questions.length).toBeGreaterThanOrEqual(4)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(QUESTION_COUNT)
    await waitFor(() =>
      expect(document.title).toBe('FAQ: travel eSIM questions answered | Roamwise'),
    )
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Roamwise travel eSIMs'),
    )
  })

  it('is a WAI-ARIA accordion: buttons in headings that control their panels', async () => {
    const user = userEvent.setup()
    await renderApp('/faq-roamwise-esim')
    const button = await screen.findByRole('button', { name: 'Can I get a refund?' }, FIRST_RENDER)
    expect(button.closest('h3')).not.toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(panel).not.toBeVisible()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    expect(panel).toHaveTextContent(/within 30 days/)
    expect(
      within(panel).getByRole('link', { name: 'Read the terms and conditions' }),
    ).toHaveAttribute('href', '/agreement')
    // Keyboard: Enter toggles, arrows move between questions.
    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'How do I ask for a refund?' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'How do I apply?' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'What is an eSIM?' })).toHaveFocus()
  })

  it('searches questions and answers: trimmed, case-insensitive, substring, highlighted', async () => {
    const user = userEvent.setup()
    await renderApp('/faq-roamwise-esim')
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' }, FIRST_RENDER)
    await user.type(search, '  HOTSPOT ')
    // Only in an answer ("...whether you can use it as a hotspot") or a question.
    const buttons = screen.getAllByRole('button', { expanded: true })
    expect(buttons.map((button) => button.textContent)).toContain(
      'Can I share my data through a hotspot?',
    )
    expect(
      screen.getByText('1 question matches your search.', { selector: '.faq-list__count' }),
    ).toBeVisible()
    await waitFor(() =>
      expect(
        screen.getByText('1 question matches your search.', { selector: '[aria-live]' }),
      ).toBeInTheDocument(),
    )
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('hotspot')
    const marks = document.querySelectorAll('mark')
    expect([...marks].every((mark) => /^hotspot$/i.test(mark.textContent!))).toBe(true)
    expect(marks.length).toBeGreaterThan(1)
    // Topic navigation is hidden while the list is filtered.
    expect(screen.queryByRole('navigation', { name: 'FAQ topics' })).toBeNull()

    await user.clear(search)
    await user.type(search, 'iccid')
    expect(
      screen.getByText('4 questions match your search.', { selector: '.faq-list__count' }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: /Top-ups/ })).toBeVisible()
  })

  it('shows an empty state with a way out', async () => {
    const user = userEvent.setup()
    await renderApp('/faq-roamwise-esim')
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' }, FIRST_RENDER)
    await user.type(search, 'zzqx')
    expect(screen.getByText('No questions match “zzqx”.')).toBeVisible()
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(QUESTION_COUNT)
  })

  it('searches in the page language, folding width and case', async () => {
    const user = userEvent.setup()
    await renderApp('/ja/faq-roamwise-esim')
    const search = await screen.findByRole('searchbox', {}, FIRST_RENDER)
    await user.type(search, 'ＩＣＣＩＤ')
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(2)
  })

  it('puts FAQPage structured data in the head while shown, and removes it after', async () => {
    const { router } = await renderApp('/faq-roamwise-esim')
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER)
    // The head is written in an effect after the page renders.
    const data = await waitFor(structuredData)
    expect(data['@type']).toBe('FAQPage')
    expect(data.inLanguage).toBe('en-US')
    expect(data.mainEntity).toHaveLength(QUESTION_COUNT)
    expect(data.mainEntity).toContainEqual({
      '@type': 'Question',
      name: 'Can I get a refund?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('within 30 days') },
    })
    await router.navigate('/how-it-works')
    await screen.findByRole('heading', { level: 1, name: 'How Roamwise works' }, FIRST_RENDER)
    // The FAQ's effect is cleaned up after the new page is painted, not with it.
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull(),
    )
  })

  it('opens the question a link points to', async () => {
    await renderApp('/de/faq-roamwise-esim#faq-topUp-iccid')
    const button = await screen.findByRole(
      'button',
      { name: /ICCID/, expanded: true },
      FIRST_RENDER,
    )
    expect(button.closest('h3')).toHaveAttribute('id', 'faq-topUp-iccid')
  })
})
