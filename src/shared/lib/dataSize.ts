/** Usage sizes are held in MB; from 1024 MB they read as GB plus MB (SPEC 3.2, 9). */
export const DATA_UNIT_SWITCH_MB = 1024

export interface DataSizeParts {
  gb: number
  mb: number
}

export function splitMegabytes(totalMb: number): DataSizeParts {
  // A missing or broken figure from the API reads as nothing used, never as "NaN MB".
  const mb = Number.isFinite(totalMb) ? Math.max(0, Math.round(totalMb)) : 0
  if (mb < DATA_UNIT_SWITCH_MB) return { gb: 0, mb }
  return { gb: Math.floor(mb / DATA_UNIT_SWITCH_MB), mb: mb % DATA_UNIT_SWITCH_MB }
}

export function formatDataSize(totalMb: number): string {
  const { gb, mb } = splitMegabytes(totalMb)
  if (gb === 0) return `${mb} MB`
  return mb === 0 ? `${gb} GB` : `${gb} GB ${mb} MB`
}
