import Globe from 'lucide-react/icons/globe'
import MapIcon from 'lucide-react/icons/map'
import './areaMark.css'

export type AreaMarkKind = 'COUNTRY' | 'REGION' | 'GLOBAL'
export type AreaMarkSize = 'sm' | 'md' | 'lg' | 'xl'

const WIDTH: Record<AreaMarkSize, number> = { sm: 20, md: 28, lg: 36, xl: 56 }

/**
 * A destination's picture: a country's flag (flag-icons' drawing, served as /flags/<iso>.png by
 * scripts/vite/flagFiles.ts), a drawn map for a region, a drawn globe for global plans.
 * Decorative: the destination's name always stands next to it.
 */
export function AreaMark({
  code,
  kind,
  size = 'md',
  lazy = false,
}: {
  code: string
  kind: AreaMarkKind
  size?: AreaMarkSize
  /**
   * Long lists (every destination, a region's countries) load flags as they scroll into view.
   * Elsewhere they load with the page, so a page kept for offline use has all its flags.
   */
  lazy?: boolean
}) {
  const width = WIDTH[size]
  if (kind === 'COUNTRY' && /^[A-Za-z]{2}$/.test(code)) {
    return (
      <img
        className={`area-mark area-mark--flag area-mark--${size}`}
        src={`${import.meta.env.BASE_URL}flags/${code.toLowerCase()}.png`}
        alt=""
        width={width}
        height={Math.round((width * 3) / 4)}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
      />
    )
  }
  const Icon = kind === 'GLOBAL' ? Globe : MapIcon
  return (
    <span className={`area-mark area-mark--icon area-mark--${size}`} aria-hidden="true">
      <Icon size={Math.round(width * 0.6)} strokeWidth={1.75} />
    </span>
  )
}
