import { describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../support/render'
import { mockApi } from '../../support/mockApi'
import { API } from '../../../src/api/contract/routes'

/** The first render loads the page chunk and its messages: slow on a busy machine. */
const FIRST_RENDER = { timeout: 10_000 }

type User = ReturnType<typeof userEvent.setup>

const field = {
  name: () => screen.getByRole('textbox', { name: 'Your name' }),
  company: () => screen.getByRole('textbox', { name: 'Company or brand' }),
  email: () => screen.getByRole('textbox', { name: 'Work email' }),
  country: () => screen.getByRole('combobox', { name: 'Country' }),
  website: () => screen.getByRole('textbox', { name: 'Website (optional)' }),
  travellers: () => screen.getByRole('combobox', { name: 'Travellers you reach each month' }),
  message: () => screen.getByRole('textbox', { name: 'Your message' }),
}
const submit = () => screen.getByRole('button', { name: 'Send application' })

async function openPage(url = '/partnership') {
  const app = await renderApp(url)
  await screen.findByRole('heading', { level: 1, name: 'Grow with Roamwise' }, FIRST_RENDER)
  return app
}

/** Typing every character is slow in jsdom; a paste per field is what matters here. */
async function enter(user: User, element: HTMLElement, text: string) {
  await user.click(element)
  await user.paste(text)
}

async function fillValid(user: User) {
  await enter(user, field.name(), 'Mia Berger')
  await enter(user, field.company(), 'Wanderlust Weekly')
  await enter(user, field.email(), 'mia@wanderlust.com')
  await user.selectOptions(field.country(), 'AT')
  await enter(user, field.website(), 'wanderlust.example')
  await user.selectOptions(field.travellers(), '10K_100K')
  await enter(user, field.message(), 'We run a travel newsletter and would love to recommend you.')
}

describe('partnership page', { timeout: 15_000 }, () => {
  it('names countries as the store does: 中国台湾 on the mainland-Chinese page', async () => {
    await renderApp('/zh-CN/partnership')
    const country = await screen.findByRole('combobox', { name: '国家/地区' }, FIRST_RENDER)
    const label = (code: string) =>
      [...(country as HTMLSelectElement).options].find((option) => option.value === code)?.text
    expect(label('TW')).toBe('中国台湾')
    expect(label('HK')).toBe('中国香港')
    expect(label('JP')).toBe('日本')
  })

  it('says what partners get and how referral links work', async () => {
    await openPage()
    for (const title of [
      'Commission on every sale',
      'A live dashboard',
      'Referral links with tracking',
      'Co-branded offers',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeVisible()
    }
    expect(screen.getByText(/\?shortcode=YOURCODE&subid=spring-trip$/)).toBeVisible()
    await waitFor(() => expect(document.title).toBe('Partner programme | Roamwise'))
  })

  it('checks each field when it is left, and every field on submit', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.type(field.email(), 'mia@wanderlust')
    await user.tab()
    expect(field.email()).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.com.',
    )
    // An empty field the visitor only passed through is not scolded yet.
    await user.click(field.name())
    await user.tab()
    expect(field.name()).not.toHaveAttribute('aria-invalid')

    await enter(user, field.website(), 'not a site')
    await enter(user, field.message(), 'Too short')
    await user.click(submit())
    expect(field.name()).toHaveAccessibleDescription('Please enter your name.')
    expect(field.name()).toHaveFocus()
    expect(field.company()).toHaveAccessibleDescription('Please enter your company or brand name.')
    expect(field.country()).toHaveAccessibleDescription('Please choose your country.')
    expect(field.website()).toHaveAccessibleDescription(
      'For example yourblog.com. Please enter a valid web address, like yourblog.com, or leave it empty.',
    )
    expect(field.travellers()).toHaveAccessibleDescription(
      'A rough estimate is fine. Please choose how many travellers you reach each month.',
    )
    expect(field.message()).toHaveAccessibleDescription(
      'What do you do, and how would you like to work with us? At least 20 characters. Please tell us a little more: at least 20 characters.',
    )
    expect(mockApi.db.data.partnershipEnquiries).toEqual([])

    // Fixing a field clears its message as the visitor types.
    await user.clear(field.email())
    await enter(user, field.email(), 'mia@wanderlust.com')
    expect(field.email()).not.toHaveAttribute('aria-invalid')
  })

  it('keeps the draft through a reload', async () => {
    const user = userEvent.setup()
    await openPage()
    await enter(user, field.name(), 'Mia Berger')
    await user.selectOptions(field.country(), 'JP')
    await enter(user, field.message(), 'Half-written message')
    cleanup()
    await openPage()
    expect(field.name()).toHaveValue('Mia Berger')
    expect(field.country()).toHaveValue('JP')
    expect(field.message()).toHaveValue('Half-written message')
  })

  it('sends the application once, shows the reference and clears the draft', async () => {
    const user = userEvent.setup()
    await openPage()
    await fillValid(user)
    await user.dblClick(submit())
    expect(
      await screen.findByRole(
        'heading',
        { level: 3, name: 'Thank you, Mia Berger!' },
        FIRST_RENDER,
      ),
    ).toHaveFocus()
    expect(screen.getByText('PRT-000001')).toBeVisible()
    expect(screen.getByText(/reply to mia@wanderlust.com/)).toBeVisible()
    expect(mockApi.db.data.partnershipEnquiries).toHaveLength(1)
    expect(mockApi.db.data.partnershipEnquiries[0]).toMatchObject({
      ticketId: 'PRT-000001',
      name: 'Mia Berger',
      company: 'Wanderlust Weekly',
      email: 'mia@wanderlust.com',
      country: 'AT',
      website: 'https://wanderlust.example',
      monthlyTravellers: '10K_100K',
      lang: 'en',
    })
    expect(sessionStorage.getItem('draft:partnership')).not.toContain('Mia')

    await user.click(screen.getByRole('button', { name: 'Send another application' }))
    expect(field.name()).toHaveValue('')
  })

  it('keeps everything typed when sending fails, and a retry sends it', async () => {
    const user = userEvent.setup()
    mockApi.server.use(
      http.post(`*${API.contactUs.path}`, () => HttpResponse.error(), { once: true }),
    )
    await openPage()
    await fillValid(user)
    await user.click(submit())
    expect(
      await screen.findByText(/Your application wasn't sent: Network error\./, {}, FIRST_RENDER),
    ).toBeVisible()
    expect(field.company()).toHaveValue('Wanderlust Weekly')
    expect(field.message()).toHaveValue(
      'We run a travel newsletter and would love to recommend you.',
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('PRT-000001', {}, FIRST_RENDER)).toBeVisible()
  })

  it('shows a field the server refused next to that field', async () => {
    const user = userEvent.setup()
    mockApi.server.use(
      http.post(
        `*${API.contactUs.path}`,
        () =>
          HttpResponse.json({
            code: 'RT_NOBEL_ERROR_40002',
            success: false,
            msg: 'email: invalid',
            obj: null,
          }),
        { once: true },
      ),
    )
    await openPage()
    await fillValid(user)
    await user.click(submit())
    await waitFor(() => expect(field.email()).toHaveFocus(), FIRST_RENDER)
    expect(field.email()).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.com.',
    )
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('greets a visitor sent by a partner with the partner’s name', async () => {
    await renderApp('/partnership', { session: { merchantId: 1001, shortCode: 'TRAVELBLOG' } })
    expect(
      await screen.findByText(
        /You came to Roamwise through The Travel Blog, one of our partners/,
        {},
        FIRST_RENDER,
      ),
    ).toBeVisible()
  })
})
