import './states.css'

export interface SkeletonGridProps {
  count: number
  label: string
}

/** Placeholder cards with the size of the real ones, so nothing shifts when data arrives. */
export function SkeletonGrid({ count, label }: SkeletonGridProps) {
  return (
    <div className="ui-skeleton-grid" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="ui-skeleton-card" />
      ))}
    </div>
  )
}
