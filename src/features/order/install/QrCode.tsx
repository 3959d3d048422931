import { useEffect, useState } from 'react'

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4

interface Matrix {
  text: string
  size: number
  /** One SVG path for all dark modules: a few kB instead of hundreds of elements. */
  path: string
}

/** Builds the module matrix with the library, loaded only when a kit is first opened. */
async function buildMatrix(text: string): Promise<Matrix> {
  const { default: qrcode } = await import('qrcode-generator')
  // Level M survives a smudged screen or a glare and still fits an LPA string comfortably.
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  const count = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  return { text, size: count + QUIET_ZONE * 2, path }
}

export interface QrCodeProps {
  text: string
  /** What the image is for, already translated; read by screen readers. */
  label: string
  loadingLabel: string
  failedLabel: string
}

/** A QR code as crisp, scalable SVG: black on white whatever the theme, so any camera reads it. */
export function QrCode({ text, label, loadingLabel, failedLabel }: QrCodeProps) {
  const [matrix, setMatrix] = useState<Matrix | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    buildMatrix(text).then(
      (built) => live && setMatrix(built),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [text])

  if (failed) {
    return (
      <p className="qr-code qr-code--failed" role="alert">
        {failedLabel}
      </p>
    )
  }
  if (!matrix || matrix.text !== text) {
    return (
      <div className="qr-code qr-code--loading" role="status" aria-label={loadingLabel}>
        <span className="spinner" aria-hidden="true" />
      </div>
    )
  }
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  )
}
