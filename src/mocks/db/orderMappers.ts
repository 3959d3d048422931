import type { PackageDto } from '../../api/contract/catalogue'
import type {
  OrderDto,
  OrderPackageDto,
  TopupOrderDto,
  TransactionDto,
} from '../../api/contract/order'
import { describeTransaction } from './transactionWords'
import type { OrderRecord, TopupOrderRecord, TransactionRecord } from './orderRecords'

/**
 * Records as the API shows them. Each mapper copies the DTO's fields by name, so what only the
 * server knows (the owner, the activation code, the refund timer) never reaches an answer, and an
 * order keeps the plan it was bought with whatever the catalogue later says.
 */

export function packageSnapshot(pkg: PackageDto): OrderPackageDto {
  const snapshot: OrderPackageDto = {
    packageId: pkg.packageId,
    type: pkg.type,
    dataMb: pkg.dataMb,
    days: pkg.days,
    activation: pkg.activation,
  }
  if (pkg.voiceMinutes !== undefined) snapshot.voiceMinutes = pkg.voiceMinutes
  if (pkg.smsCount !== undefined) snapshot.smsCount = pkg.smsCount
  return snapshot
}

/** A daily plan's allowance renews every day, so its total is the daily amount times the days. */
export function totalMbOf(pkg: Pick<PackageDto, 'type' | 'dataMb' | 'days'>): number {
  return pkg.type === 'DAILY_UNLIMITED' ? pkg.dataMb * pkg.days : pkg.dataMb
}

export function toOrderDto(record: OrderRecord): OrderDto {
  return {
    orderId: record.orderId,
    orderNo: record.orderNo,
    iccid: record.iccid,
    area: { ...record.area },
    package: { ...record.package },
    priceUsd: record.priceUsd,
    currency: record.currency,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    usedMb: record.usedMb,
    totalMb: record.totalMb,
    usageUpdatedAt: record.usageUpdatedAt,
    paymentStatus: record.paymentStatus,
    state: record.state,
    installStatus: record.installStatus,
    reviewed: record.reviewed,
    paidAt: record.paidAt ?? null,
  }
}

export function toTopupOrderDto(record: TopupOrderRecord): TopupOrderDto {
  return {
    topupOrderId: record.topupOrderId,
    orderId: record.orderId,
    iccid: record.iccid,
    package: { ...record.package },
    priceUsd: record.priceUsd,
    currency: record.currency,
    paymentStatus: record.paymentStatus,
    createdAt: record.createdAt,
  }
}

export function toTransactionDto(record: TransactionRecord, lang: string): TransactionDto {
  return {
    transactionId: record.transactionId,
    type: record.type,
    amountUsd: record.amountUsd,
    balanceAfterUsd: record.balanceAfterUsd,
    description: record.about ? describeTransaction(record.about, lang) : record.description,
    orderNo: record.orderNo,
    // Movements recorded before payments were kept with them have none.
    paymentId: record.paymentId ?? null,
    createdAt: record.createdAt,
  }
}
