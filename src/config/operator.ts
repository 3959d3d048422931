/**
 * Who runs the store, as each market's law asks a shop to say (docs/decisions/038): the
 * Impressum of §5 DDG, the Aviso legal of LSSI art. 10, the 特定商取引法に基づく表記, the
 * withdrawal form's addressee. They come from runtime configuration (`operator` in config.json)
 * because they belong to the deployment, not to the code; `scripts/check-deploy-config.mjs`
 * refuses a production config.json without them. Mock builds show clearly marked sample values.
 */
export interface OperatorDetails {
  /** The company's legal name with its legal form. */
  name: string
  /** Who represents it (managing director, administrador, 代表者). */
  representative: string
  /** Postal address, one line. */
  address: string
  email: string
  /**
   * Required: the pre-contract information of every market names it (CRD art. 6(1)(c), 特定商取引法
   * 11条, Mesafeli Sözleşmeler Yönetmeliği art. 5).
   */
  phone: string
  /** The commercial register and number. */
  register: string
  vatId: string
}

export const OPERATOR_FIELDS = [
  'name',
  'representative',
  'address',
  'email',
  'phone',
  'register',
  'vatId',
] as const satisfies readonly (keyof OperatorDetails)[]

export const REQUIRED_OPERATOR_FIELDS = OPERATOR_FIELDS

/** The operator in config.json, when every required field is there; else null. */
export function operatorFrom(value: unknown): OperatorDetails | null {
  if (!value || typeof value !== 'object') return null
  const source = value as Record<string, unknown>
  const text = (key: string) => (typeof source[key] === 'string' ? source[key].trim() : '')
  const details = Object.fromEntries(OPERATOR_FIELDS.map((key) => [key, text(key)]))
  if (REQUIRED_OPERATOR_FIELDS.some((key) => details[key] === '')) return null
  return details as unknown as OperatorDetails
}
