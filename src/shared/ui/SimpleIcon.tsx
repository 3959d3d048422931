/**
 * A brand mark from simple-icons, drawn inline. Each icon is one path in a 24 × 24 box, so the
 * page draws it as part of its own tree. An `<img>` of an SVG, even a data: URL, makes the
 * browser build a separate document for the image while it parses the page, the costliest part
 * of parsing a page that is otherwise plain HTML (docs/decisions/022).
 *
 * `path` is read once from the icon file's text (`simple-icons/icons/<slug>.svg?raw`) with
 * `simpleIconPath`. The mark is decorative wherever it is used: the brand's name is written or
 * spoken next to it.
 */
export function SimpleIcon({
  path,
  width,
  height,
  className,
  fill,
}: {
  path: string
  width: number
  height: number
  className?: string
  fill?: string
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={width}
      height={height}
      fill={fill}
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}

/** The one path of a simple-icons file; a file of another shape is a build error, not a blank. */
export function simpleIconPath(svg: string): string {
  const match = /<path d="([^"]+)"\/>/.exec(svg)
  if (!match?.[1] || svg.split('<path').length !== 2) {
    throw new Error(`Not a one-path simple-icons SVG: ${svg.slice(0, 80)}`)
  }
  return match[1]
}
