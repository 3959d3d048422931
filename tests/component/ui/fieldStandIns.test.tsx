import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StandInsUntilAppStarts } from '../../../src/shared/ui/FieldStandIn'
import { SelectField } from '../../../src/shared/ui/SelectField'
import { TextAreaField } from '../../../src/shared/ui/TextAreaField'
import { TextField } from '../../../src/shared/ui/TextField'

const noop = () => {}

function Enquiry() {
  return (
    <StandInsUntilAppStarts>
      <form>
        <TextField label="Your name" name="name" value="" onChange={noop} />
        <SelectField
          label="Country"
          name="country"
          placeholder="Choose a country"
          options={[{ value: 'JP', label: 'Japan' }]}
          value=""
          onChange={noop}
        />
        <TextAreaField
          placeholder="What would you like to do together?"
          label="Message"
          name="message"
          hint="Tell us more"
          rows={6}
          value=""
          onChange={noop}
        />
      </form>
    </StandInsUntilAppStarts>
  )
}

/** The HTML the build writes, in the document, before any script of the app runs. */
function serverHtml() {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Enquiry />)
  document.body.append(container)
  return container
}

describe('fields drawn as stand-ins until the app runs (decision 023)', () => {
  // hydrateRoot is React's own, not Testing Library's: tell React that act() is in use.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before
  })

  it('writes no form control into the HTML, only stand-ins a screen reader meets as the fields', () => {
    const container = serverHtml()
    expect(container.querySelectorAll('input, select, textarea')).toHaveLength(0)
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveClass('field__stand-in')
    const country = screen.getByRole('combobox', { name: 'Country' })
    expect(country).toHaveTextContent('Choose a country')
    expect(country).toHaveAttribute('aria-expanded', 'false')
    expect(country).toHaveAttribute('aria-haspopup', 'listbox')
    expect(country).not.toHaveAttribute('aria-placeholder')
    const message = screen.getByRole('textbox', { name: 'Message' })
    expect(message).toHaveAttribute('aria-multiline', 'true')
    expect(message).toHaveAttribute('aria-placeholder', 'What would you like to do together?')
    // The placeholder is shown, and not read as the field's text.
    expect(message).toHaveTextContent('What would you like to do together?')
    expect(message.querySelector('[aria-hidden="true"]')).toHaveTextContent(
      'What would you like to do together?',
    )
    expect(message).toHaveAccessibleDescription('Tell us more')
    expect(message.style.getPropertyValue('--rows')).toBe('6')
    // A label may name form controls only (the Nu validator): no `for` until the control is drawn.
    expect(container.querySelectorAll('label[for]')).toHaveLength(0)
    container.remove()
  })

  it('draws the controls once the app has hydrated, with the ids the labels name, and hands over the focus', async () => {
    const container = serverHtml()
    const standIn = screen.getByRole('textbox', { name: 'Message' })
    const id = standIn.id
    standIn.focus()
    expect(standIn).toHaveFocus()

    const root = await act(async () => hydrateRoot(container, <Enquiry />))

    expect(container.querySelector('.field__stand-in')).toBeNull()
    const message = screen.getByRole('textbox', { name: 'Message' })
    expect(message.tagName).toBe('TEXTAREA')
    expect(message.id).toBe(id)
    expect(message).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Your name' }).tagName).toBe('INPUT')
    expect(screen.getByRole('combobox', { name: 'Country' }).tagName).toBe('SELECT')
    // Each label now names its control.
    for (const label of container.querySelectorAll('label'))
      expect(document.getElementById(label.htmlFor)?.tagName).toMatch(/^(INPUT|SELECT|TEXTAREA)$/)
    act(() => root.unmount())
    container.remove()
  })

  it('draws controls at once where the app renders the form itself', () => {
    render(<Enquiry />)
    expect(screen.getByRole('textbox', { name: 'Your name' }).tagName).toBe('INPUT')
    expect(document.querySelector('.field__stand-in')).toBeNull()
  })
})
