import { useEffect } from 'react'
import { selectCurrency, useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { PaymentMethodDto } from '../../../api/contract/order'
import { methodChosen } from './checkoutSlice'
import { loadPaymentMethods } from './checkoutThunks'
import {
  selectBalanceUsd,
  selectChosenMethodId,
  selectPaymentMethods,
  usableMethods,
} from './selectors'

/** The card comes first to mind for most shoppers, so it is chosen when nothing else is. */
function preferred(methods: readonly PaymentMethodDto[]): PaymentMethodDto | undefined {
  return methods.find((method) => method.kind === 'CARD') ?? methods[0]
}

/**
 * The methods for this price, loaded again when the currency or the kind of login changes (the
 * server offers credit to account users only), and a sensible choice made when none is.
 */
export function usePaymentMethods(priceUsd: number) {
  const dispatch = useAppDispatch()
  const currency = useAppSelector(selectCurrency).code
  const audience = useAppSelector((state) => state.session.loginType) || 'visitor'
  const methods = useAppSelector(selectPaymentMethods)
  const chosenId = useAppSelector(selectChosenMethodId)
  const balanceUsd = useAppSelector(selectBalanceUsd)
  const usable = usableMethods(methods.data, priceUsd, balanceUsd)
  const chosen = usable.find((method) => method.id === chosenId)

  useEffect(() => {
    void dispatch(loadPaymentMethods({ currency, key: `${currency}|${audience}` }))
  }, [dispatch, currency, audience])

  const fallback = chosen ? undefined : preferred(usable)
  useEffect(() => {
    if (methods.status === 'succeeded' && fallback) dispatch(methodChosen(fallback.id))
  }, [dispatch, methods.status, fallback])

  const retry = () => dispatch(loadPaymentMethods({ currency, key: `${currency}|${audience}` }))
  return { methods, usable, chosen, balanceUsd, retry }
}
