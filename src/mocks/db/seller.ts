import type { SellerDto } from '../../api/contract/order'

/**
 * The seller the mock's receipts name: the same plainly sample company that mock builds show on
 * the legal notice and in the checkout's forms (src/config/sampleOperator.ts; mocks may not import
 * config, so tests/unit/config/operator.test.ts keeps the two equal). A real server names the
 * legal entity that sold each purchase (it may differ by market); the storefront shows whatever it
 * is given.
 */
export const MOCK_SELLER: SellerDto = {
  name: 'Sample Operator Ltd',
  address: ['1 Sample Street', '00000 Sample City'],
  email: 'support@roamwise.example',
  taxId: 'XX000000000',
}
