import type { LucideIcon } from 'lucide-react'
import BridgeIcon from 'lucide-react/icons/bridge'
import Building2 from 'lucide-react/icons/building-2'
import Castle from 'lucide-react/icons/castle'
import Globe from 'lucide-react/icons/globe'
import Landmark from 'lucide-react/icons/landmark'
import MapIcon from 'lucide-react/icons/map'
import MountainSnow from 'lucide-react/icons/mountain-snow'
import Sailboat from 'lucide-react/icons/sailboat'
import Sun from 'lucide-react/icons/sun'
import Tent from 'lucide-react/icons/tent'
import TreePalm from 'lucide-react/icons/tree-palm'
import Trees from 'lucide-react/icons/trees'
import Waves from 'lucide-react/icons/waves'
import './areaMark.css'

export type AreaMarkKind = 'COUNTRY' | 'REGION' | 'GLOBAL'
export type AreaMarkSize = 'sm' | 'md' | 'lg' | 'xl'

const WIDTH: Record<AreaMarkSize, number> = { sm: 20, md: 28, lg: 36, xl: 56 }

/**
 * Each region its own picture (issue 36.4), so a list of regions is told apart at a glance: a
 * landscape or landmark its travellers know it by. A region the list does not know gets a map.
 */
const REGION_ICONS: Readonly<Record<string, LucideIcon>> = {
  EU: Castle,
  AS: MountainSnow,
  NA: Landmark,
  LATAM: Sun,
  ME: Tent,
  AF: Trees,
  OC: Waves,
  CB: TreePalm,
  BK: BridgeIcon,
  SEA: Sailboat,
  CHM: Building2,
}

/**
 * A destination's picture: a country's flag (flag-icons' drawing, served as /flags/<iso>.png by
 * scripts/vite/flagFiles.ts), a region's own drawing, a drawn globe for global plans.
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
  const Icon = kind === 'GLOBAL' ? Globe : (REGION_ICONS[code] ?? MapIcon)
  return (
    <span className={`area-mark area-mark--icon area-mark--${size}`} aria-hidden="true">
      <Icon size={Math.round(width * 0.6)} strokeWidth={1.75} />
    </span>
  )
}
