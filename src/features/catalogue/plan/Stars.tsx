import './stars.css'

/** One five-pointed star on a 24-unit grid. */
const STAR =
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z'

function StarRow({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 24" focusable="false" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={STAR} transform={`translate(${index * 24} 0)`} />
      ))}
    </svg>
  )
}

/**
 * Five stars filled to a rating, fractions included (a filled row clipped over an empty one).
 * Decorative: the caller always says the rating in words next to it. SVG, not text glyphs, so
 * the pale empty stars are graphics rather than low-contrast text.
 */
export function Stars({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span className="stars" aria-hidden="true">
      <StarRow className="stars__base" />
      <span className="stars__fill" style={{ width: `${percent}%` }}>
        <StarRow />
      </span>
    </span>
  )
}
