import { Link } from 'react-router'
import { Trans, useTranslation } from 'react-i18next'
import { getConfig } from '../../../config/runtimeConfig'
import { SUPPORT_EMAIL } from '../../../config/constants'
import { operatorFrom } from '../../../config/operator'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'

/** What is being bought: a new eSIM, data added to one, or account credit. */
export type PurchaseKind = 'esim' | 'topup' | 'credit'

export interface PreContractFormsProps {
  of: PurchaseKind
  /** The thing bought, in words: "Japan eSIM: 5 GB, 30 days". */
  item: string
  /** The total, formatted in the buyer's currency. */
  total: string
  /** The buyer's email when it is known (an account, or a guest's delivery address). */
  buyer: string
}

/**
 * The pre-contract information and the distance sales contract, filled in for this purchase and
 * shown just above the box that accepts them (decision 040). Turkish law asks for both by name
 * (Mesafeli Sözleşmeler Yönetmeliği art. 5 and 18: Ön Bilgilendirme Formu, Mesafeli Satış
 * Sözleşmesi); the same facts are what the Consumer Rights Directive art. 8(2) asks a shop to
 * put right before the order button, so every buyer in every language gets them.
 */
export function PreContractForms({ of, item, total, buyer }: PreContractFormsProps) {
  const { t } = useTranslation(['checkout', 'common'])
  const locale = useCurrentLocale()
  const { productName } = getConfig()
  const operator = operatorFrom(getConfig().operator)
  const email = operator?.email || SUPPORT_EMAIL
  const seller = operator
    ? t('forms.info.sellerValue', {
        context: operator.phone ? 'phone' : undefined,
        name: operator.name,
        address: operator.address,
        phone: operator.phone,
        email,
      })
    : t('forms.info.sellerValue', { context: 'brand', name: productName, email })
  const kind = of === 'esim' ? 'Esim' : of === 'topup' ? 'Topup' : 'Credit'
  const sellerName = operator?.name ?? productName

  const info: [string, string][] = [
    ['seller', seller],
    ['item', item],
    // What the eSIM needs to work (特定商取引法: 動作環境); a top-up or credit has its eSIM already.
    ...(of === 'esim' ? ([['device', t('forms.info.deviceValue')]] as [string, string][]) : []),
    ['price', t('forms.info.priceValue', { total })],
    ['payment', t('forms.info.paymentValue')],
    ['delivery', t(`forms.info.delivery${kind}`)],
    ['withdrawal', t(`forms.info.withdrawal${kind}`, { email })],
    ['refund', t(`forms.info.refund${kind}`)],
    // The statutory guarantee of conformity, which the promises above add to (EGBGB art. 246a
    // §1(1) no. 8, TRLGDCU art. 97.1 m).
    ['guarantee', t('forms.info.guaranteeValue')],
    ['complaints', t('forms.info.complaintsValue', { email: SUPPORT_EMAIL })],
  ]

  return (
    <div className="checkout-forms">
      <details className="checkout-forms__doc">
        <summary>{t('forms.info.title')}</summary>
        <dl>
          {info.map(([row, value]) => (
            <div key={row}>
              <dt>{t(`forms.info.${row}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details className="checkout-forms__doc">
        <summary>{t('forms.contract.title')}</summary>
        <dl>
          <div>
            <dt>{t('forms.contract.parties')}</dt>
            <dd>
              {buyer
                ? t('forms.contract.partiesValue', { seller: sellerName, buyer })
                : t('forms.contract.partiesValue', { context: 'you', seller: sellerName })}
            </dd>
          </div>
          <div>
            <dt>{t('forms.contract.subject')}</dt>
            <dd>{t('forms.contract.subjectValue', { item, total })}</dd>
          </div>
          <div>
            <dt>{t('forms.contract.made')}</dt>
            <dd>{t('forms.contract.madeValue')}</dd>
          </div>
          <div>
            <dt>{t('forms.contract.terms')}</dt>
            <dd>
              <Trans
                t={t}
                i18nKey="forms.contract.termsValue"
                components={{
                  terms: (
                    <Link to={localePath('/agreement', locale)} target="_blank" rel="noopener" />
                  ),
                }}
              />
            </dd>
          </div>
        </dl>
      </details>
    </div>
  )
}
