import { useId, type ReactNode, type Ref } from 'react'
import './choiceTiles.css'

export interface ChoiceTile {
  value: string
  /** What the tile shows; also the radio's spoken name, so keep spaces between its parts. */
  content: ReactNode
  /**
   * Drawn at the end of a row (`rows`), e.g. brand marks; hidden from screen readers, as the
   * content names the option.
   */
  trailing?: ReactNode
}

export interface ChoiceTilesProps {
  legend: ReactNode
  tiles: readonly ChoiceTile[]
  selected: string | null | undefined
  onChoose: (value: string) => void
  disabled?: boolean
  /** Narrower tiles, two side by side on a 375 px phone, for short content (amounts, sizes). */
  compact?: boolean
  /** One option per row, its radio drawn at the start: for options that read as a line of text. */
  rows?: boolean
  /** The feature's own class on the group, for the look of the tiles' content. */
  className?: string
  /** Given a ref, the group takes the focus from script (never from Tab), e.g. to point at it. */
  ref?: Ref<HTMLFieldSetElement>
}

/**
 * A choice among a few options as tiles that are a native radio group: arrows move and choose,
 * Tab leaves the group, and screen readers announce "2 of 6". The radio stays in the page,
 * invisible on tiles; the tile shows its state. Plans, top-up plans, credit plans and payment
 * methods (as rows) are chosen with it.
 */
export function ChoiceTiles({
  legend,
  tiles,
  selected,
  onChoose,
  disabled = false,
  compact = false,
  rows = false,
  className,
  ref,
}: ChoiceTilesProps) {
  const name = useId()
  const legendId = `${name}-legend`
  return (
    // A fieldset of same-name radios is a radio group; the role says so to every reader.
    <fieldset
      ref={ref}
      className={[
        'choice-tiles',
        compact && 'choice-tiles--compact',
        rows && 'choice-tiles--rows',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      role="radiogroup"
      aria-labelledby={legendId}
      disabled={disabled}
      tabIndex={ref ? -1 : undefined}
    >
      <legend id={legendId} className="choice-tiles__legend">
        {legend}
      </legend>
      <div className="choice-tiles__grid">
        {tiles.map((tile) => (
          <label key={tile.value} className="choice-tile">
            <input
              type="radio"
              className="choice-tile__input"
              name={name}
              value={tile.value}
              checked={tile.value === selected}
              onChange={() => onChoose(tile.value)}
            />
            <span className="choice-tile__body">
              {tile.content}
              {tile.trailing && (
                <span className="choice-tile__trailing" aria-hidden="true">
                  {tile.trailing}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
