import type { SellerDto } from '../../api/contract/order'

/**
 * The seller the mock's receipts name. A real server names the legal entity that sold each
 * purchase (it may differ by market); the storefront shows whatever it is given.
 */
export const MOCK_SELLER: SellerDto = {
  name: 'Roamwise Travel Connectivity Ltd',
  address: ['20 Example Street', 'London EC1A 1AA', 'United Kingdom'],
  email: 'support@roamwise.example',
  taxId: 'GB 123 4567 89',
}
