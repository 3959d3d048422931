import type { OperatorDetails } from './operator'

/**
 * The operator of mock builds (dev, QA, demos): plainly sample values, which the legal-notice
 * page marks as such. Live builds never import this: they take the operator from config.json.
 */
export const SAMPLE_OPERATOR: OperatorDetails = {
  name: 'Sample Operator Ltd',
  representative: 'Alex Sample',
  address: '1 Sample Street, 00000 Sample City',
  email: 'support@roamwise.example',
  phone: '+00 000 000 0000',
  register: 'Sample Register 000000',
  vatId: 'XX000000000',
}
