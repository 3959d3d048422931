import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectMenu } from '../../shared/ui/SelectMenu'
import { selectCurrency, useAppDispatch, useAppSelector } from '../../app/hooks'
import { currencies } from '../../api/contract/currencies'
import type { LocaleCode } from '../../i18n/locales'
import { chooseCurrency } from './thunks'

/** The currency list (SPEC 2.3, 9): every supported currency with its symbol, in a 252 px list. */
export function CurrencyPicker({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const current = useAppSelector(selectCurrency)
  // Named only when the list opens: the first Intl.DisplayNames costs a budget phone ~200 ms.
  const options = useCallback(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' })
    return currencies.map((currency) => ({
      value: currency.code,
      label: `${currency.code} · ${names.of(currency.code) ?? currency.code}`,
      detail: currency.symbol,
    }))
  }, [locale])
  return (
    <SelectMenu
      label={t('currency.label')}
      options={options}
      value={current.code}
      buttonText={`${current.code} ${current.symbol}`}
      onChange={(code) => void dispatch(chooseCurrency(code))}
    />
  )
}
