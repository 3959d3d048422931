export function sitemapPaths(dist: string): string[]
export function classify(pathname: string): { locale: string; kind: string }
export function samplePaths(
  paths: readonly string[],
  size: number,
  seed: number,
): { locale: string; kind: string; path: string }[]
