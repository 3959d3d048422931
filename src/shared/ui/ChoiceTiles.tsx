import { useId, type ReactNode } from 'react'
import './choiceTiles.css'

export interface ChoiceTile {
  value: string
  /** What the tile shows; also the radio's spoken name, so keep spaces between its parts. */
  content: ReactNode
}

export interface ChoiceTilesProps {
  legend: ReactNode
  tiles: readonly ChoiceTile[]
  selected: string | null | undefined
  onChoose: (value: string) => void
  disabled?: boolean
  /** Narrower tiles, two side by side on a 375 px phone, for short content (amounts, sizes). */
  compact?: boolean
  /** The feature's own class on the group, for the look of the tiles' content. */
  className?: string
}

/**
 * A choice among a few options as tiles that are a native radio group: arrows move and choose,
 * Tab leaves the group, and screen readers announce "2 of 6". The radio stays in the page,
 * invisible; the tile shows its state. Plans, top-up plans and credit plans are chosen with it.
 */
export function ChoiceTiles({
  legend,
  tiles,
  selected,
  onChoose,
  disabled = false,
  compact = false,
  className,
}: ChoiceTilesProps) {
  const name = useId()
  const legendId = `${name}-legend`
  return (
    // A fieldset of same-name radios is a radio group; the role says so to every reader.
    <fieldset
      className={['choice-tiles', compact && 'choice-tiles--compact', className]
        .filter(Boolean)
        .join(' ')}
      role="radiogroup"
      aria-labelledby={legendId}
      disabled={disabled}
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
            <span className="choice-tile__body">{tile.content}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
