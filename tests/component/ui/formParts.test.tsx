import { createRef } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ChoiceTiles } from '../../../src/shared/ui/ChoiceTiles'
import { TextAreaField } from '../../../src/shared/ui/TextAreaField'

const noop = () => {}

describe('ChoiceTiles as rows (payment methods)', () => {
  const tiles = [
    { value: '1', content: 'Card, pay on this page', trailing: <span>VISA</span> },
    { value: '2', content: 'PayPal, you will be taken there', trailing: <span>PP</span> },
  ]

  it('is a radio group whose radios are named by their content, not by the trailing marks', async () => {
    const onChoose = vi.fn()
    render(
      <ChoiceTiles rows legend="Payment method" tiles={tiles} selected="1" onChoose={onChoose} />,
    )
    const group = screen.getByRole('radiogroup', { name: 'Payment method' })
    expect(within(group).getAllByRole('radio')).toHaveLength(2)
    expect(within(group).getByRole('radio', { name: 'Card, pay on this page' })).toBeChecked()
    expect(screen.getByText('VISA').parentElement).toHaveAttribute('aria-hidden', 'true')
    await userEvent.setup().keyboard('{Tab}{ArrowDown}')
    expect(onChoose).toHaveBeenCalledWith('2')
  })

  it('takes the focus from script only when given a ref', () => {
    const ref = createRef<HTMLFieldSetElement>()
    const { rerender } = render(
      <ChoiceTiles
        ref={ref}
        legend="Payment method"
        tiles={tiles}
        selected={null}
        onChoose={noop}
      />,
    )
    ref.current?.focus()
    expect(screen.getByRole('radiogroup')).toHaveFocus()
    expect(screen.getByRole('radiogroup')).toHaveAttribute('tabindex', '-1')
    rerender(<ChoiceTiles legend="Payment method" tiles={tiles} selected={null} onChoose={noop} />)
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('tabindex')
  })
})

describe('TextAreaField note', () => {
  it('is read with the field when it describes it', () => {
    render(
      <TextAreaField
        label="Your review"
        note="23 of 1000 characters"
        noteDescribes
        value=""
        onChange={noop}
      />,
    )
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      '23 of 1000 characters',
    )
  })

  it('is skipped by screen readers otherwise', () => {
    render(<TextAreaField label="Message" note="31 / 2000" value="" onChange={noop} />)
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAccessibleDescription()
    expect(screen.getByText('31 / 2000')).toHaveAttribute('aria-hidden', 'true')
  })
})
