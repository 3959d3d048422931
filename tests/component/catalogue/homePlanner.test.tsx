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

  it('fits the trip: a plan per stay as long as the stay, one regional plan, and the totals', async () => {
    const { user, field } = await openPlanner()
    await user.type(field, 'Two weeks in Japan and South Korea, then 3 days in Thailand')
    await user.click(screen.getByRole('button', { name: 'Suggest plans' }))
    await screen.findByRole('heading', { name: 'Suggested for your trip' })
    expect(
      screen.getByText('Your trip: 17 days. Sized for normal use, about 700 MB a day.'),
    ).toBeVisible()

    const regional = screen.getByRole('region', { name: 'One eSIM for the whole trip' })
    const [asia] = within(regional).getAllByRole('link')
    expect(asia).toHaveTextContent('Asia')
    expect(asia).toHaveTextContent('17 days')
    expect(asia).toHaveTextContent(
      'One eSIM for your whole trip (Japan, South Korea, and Thailand): all 17 days',
    )

    const stays = within(
      screen.getByRole('region', { name: 'Or one eSIM per destination' }),
    ).getAllByRole('link')
    expect(stays.map((card) => card.querySelector('.plan-card__name')?.textContent)).toEqual([
      'Japan',
      'South Korea',
      'Thailand',
    ])
    // Never shorter than the stay: 14 days in Japan, 3 in Thailand (not "your 3-day trip").
    expect(stays[0]).toHaveTextContent('Japan: covers all 14 days of your stay')
    expect(stays[0]).toHaveTextContent(/· (15|30) days ·/)
    expect(stays[2]).toHaveTextContent('Thailand: covers all 3 days of your stay')

    const totals = screen.getByRole('group', { name: 'Compare the totals' })
    expect(totals).toHaveTextContent(/One eSIM for the whole trip\$\d+\.\d\d/)
    expect(totals).toHaveTextContent(/Separate eSIMs, one per destination\$\d+\.\d\d/)
    expect(totals).toHaveTextContent(/saves you \$\d+\.\d\d\./)
  })

  it('sizes the plans again when the traveller picks another usage profile', async () => {
    const { user, field, store } = await openPlanner()
    await user.type(field, 'Ten days in Spain')
    await user.click(screen.getByRole('button', { name: 'Suggest plans' }))
    await screen.findByText(/Sized for normal use, about 700 MB a day/)
    await user.click(screen.getByRole('radio', { name: /Heavy/ }))
    await screen.findByText(/Sized for heavy use, about 1 GB 512 MB a day/)
    const plan = store.getState().catalogue.suggestion.data!.suggestions[0]!.package!
    expect(plan.days).toBeGreaterThanOrEqual(10)
    expect(plan.type === 'DAILY_UNLIMITED' || plan.dataMb >= 10 * 1536).toBe(true)
  })

  it('gives the reasons in the visitor’s language', async () => {
    const { user, field } = await openPlanner('/zh-HK', '描述你的行程')
    await user.type(field, '日本同南韓兩個星期，然後泰國三日')
    await user.click(screen.getByRole('button', { name: '推薦計劃' }))
    expect(await screen.findByText(/你的行程：共 17 日/)).toBeVisible()
    const japan = screen.getByRole('link', { name: /足夠你在日本逗留的 14 日全程使用/ })
    expect(japan.getAttribute('href')).toMatch(/^\/zh-HK\/japan\//)
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
