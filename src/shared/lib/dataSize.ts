/** Usage sizes are held in MB; from 1024 MB they read as GB plus MB (SPEC 3.2). */
export interface DataSizeParts {
  gb: number
  mb: number
}

export function splitMegabytes(totalMb: number): DataSizeParts {
  // A missing or broken figure from the API reads as nothing used, never as "NaN MB".
  const mb = Number.isFinite(totalMb) ? Math.max(0, Math.round(totalMb)) : 0
  if (mb < 1024) return { gb: 0, mb }
  return { gb: Math.floor(mb / 1024), mb: mb % 1024 }
}

export function formatDataSize(totalMb: number): string {
  const { gb, mb } = splitMegabytes(totalMb)
  if (gb === 0) return `${mb} MB`
  return mb === 0 ? `${gb} GB` : `${gb} GB ${mb} MB`
}
