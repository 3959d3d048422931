import type { OrderAreaDto, OrderDto } from '../../src/api/contract/order'
import type { OrderRecord } from '../../src/mocks/db/orderRecords'

/** A country as an order names it, e.g. countryArea('JP', 'Japan'). */
export function countryArea(code: string, name: string): OrderAreaDto {
  return {
    areaId: `area-${code.toLowerCase()}`,
    code,
    slug: name.toLowerCase().replace(/ /g, '-'),
    type: 'COUNTRY',
    name,
  }
}

/**
 * An eSIM as checkout leaves it: 5 GB for 30 days in Japan, paid a minute after it was opened
 * (PAID, VALID, not yet installed). `change` sets anything else.
 */
export function paidOrder(createdMs: number, change: Partial<OrderDto> = {}): OrderDto {
  const area = change.area ?? countryArea('JP', 'Japan')
  return {
    orderId: 'ord-1',
    orderNo: 'RW1',
    iccid: '8901000000000000001',
    area,
    package: {
      packageId: `${area.code.toLowerCase()}-data-5gb-30d`,
      type: 'DATA',
      dataMb: 5120,
      days: 30,
      activation: 'ON_FIRST_CONNECTION',
    },
    priceUsd: 12.5,
    currency: 'USD',
    createdAt: new Date(createdMs).toISOString(),
    expiresAt: null,
    usedMb: 0,
    totalMb: 5120,
    usageUpdatedAt: null,
    paymentStatus: 'PAID',
    state: 'VALID',
    installStatus: 'UNDOWNLOAD',
    reviewed: false,
    paidAt: new Date(createdMs + 60_000).toISOString(),
    ...change,
  }
}

/** The order as the mock database keeps it: with its owner, its install kit and how it was paid. */
export function orderRecord(
  order: OrderDto,
  owner: string,
  activationCode: string,
  change: Partial<OrderRecord> = {},
): OrderRecord {
  return {
    ...order,
    email: owner,
    smdpAddress: 'smdp.esim-mock.example',
    activationCode,
    paidWithMethodId: 5,
    refundReason: null,
    refundSettlesAt: null,
    ...change,
  }
}
