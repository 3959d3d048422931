import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'

async function openPlanner(url = '/', label = 'Describe your trip') {
  const user = userEvent.setup()
  const app = await renderApp(url)
  const field = await screen.findByRole('textbox', { name: label })
  return { user, field, ...app }
}

describe('trip planner (area suggestion)', () => {
  it('asks for at least 3 characters without calling the server', async () => {
    const { user, field, store } = await openPlanner()
    await user.type(field, ' ab ')
    await user.click(screen.getByRole('button', { name: 'Suggest plans' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please describe your trip in at least 3 characters.',
    )
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(store.getState().catalogue.suggestion.status).toBe('idle')
  })

  it('suggests one eSIM for several countries, then each country, with reasons and plans', async () => {
    const { user, field } = await openPlanner()
    await user.type(field, 'Two weeks in Japan and Korea')
    await user.click(screen.getByRole('button', { name: 'Suggest plans' }))
    const results = await screen.findByRole('heading', { name: 'Suggested for your trip' })
    const cards = within(results.parentElement!).getAllByRole('link')
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/asia/as-data-5gb-30d',
      '/japan/jp-data-5gb-30d',
      '/south-korea/kr-data-5gb-30d',
    ])
    expect(cards[0]).toHaveTextContent('Asia')
    expect(cards[0]).toHaveTextContent('One eSIM for Japan and South Korea')
    expect(cards[1]).toHaveTextContent('Covers Japan for your 14-day trip')
    expect(cards[1]).toHaveTextContent('5 GB · 30 days · $13.89')
  })

  it('gives the reasons in the visitor’s language', async () => {
    const { user, field } = await openPlanner('/zh-HK', '描述你的行程')
    await user.type(field, '日本兩星期')
    await user.click(screen.getByRole('button', { name: '推薦計劃' }))
    const card = await screen.findByRole('link', { name: /覆蓋日本/ })
    expect(card).toHaveAttribute('href', '/zh-HK/japan/jp-data-5gb-30d')
  })

  it('shows the server’s message when the suggestion fails', async () => {
    mockApi.server.use(
      http.post('*/api/v1/area-ai-suggestion-detail/query', () =>
        HttpResponse.json({
          code: 'RT_NOBEL_ERROR_50001',
          success: false,
          msg: 'Trip suggestions are resting, please try later',
          obj: null,
        }),
      ),
    )
    const { user, field } = await openPlanner()
    await user.type(field, 'A week in Italy')
    await user.click(screen.getByRole('button', { name: 'Suggest plans' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trip suggestions are resting, please try later',
    )
    expect(field).toHaveValue('A week in Italy')
  })

  it('says so when no destination is recognised', async () => {
    const { user, field } = await openPlanner()
    await user.type(field, 'somewhere sunny')
    await user.click(screen.getByRole('button', { name: 'Suggest plans' }))
    expect(
      await screen.findByText(/couldn't find a destination in your description/),
    ).toBeInTheDocument()
  })

  it('keeps the text typed across a reload of the tab', async () => {
    const first = await openPlanner()
    await first.user.type(first.field, 'Ten days in Spain')
    first.unmount()
    await renderApp('/')
    expect(await screen.findByRole('textbox', { name: 'Describe your trip' })).toHaveValue(
      'Ten days in Spain',
    )
  })
})
