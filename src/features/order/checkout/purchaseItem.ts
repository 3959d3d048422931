import type { TFunction } from 'i18next'
import type { PackageDto } from '../../../api/contract/catalogue'
import { areaWords } from '../../../i18n/areaName'
import { planData, planDays } from '../../../i18n/planWords'
import type { OrderSummaryProps } from './OrderSummary'

type Plan = Pick<PackageDto, 'type' | 'dataMb' | 'days'>

/** The thing bought, in the words the pre-contract forms name it (PreContractForms). */
export function esimItem(
  { area, pkg }: Pick<OrderSummaryProps, 'area' | 'pkg'>,
  locale: string,
  t: TFunction,
): string {
  const what = t('checkout:summary.esimFor', areaWords(area, locale, t))
  return t('checkout:forms.itemEsim', { what, data: planData(pkg, t), days: planDays(pkg, t) })
}

export function topupItem(pkg: Plan, iccid: string, t: TFunction): string {
  return t('checkout:forms.itemTopup', { iccid, data: planData(pkg, t), days: planDays(pkg, t) })
}

export function creditItem(credit: string, t: TFunction): string {
  return t('checkout:forms.itemCredit', { credit })
}
