import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { ERROR_CODES } from '../../../api/contract/envelope'
import { apiErrorMessage } from '../../../i18n/apiErrorMessage'
import { useSessionDraft } from '../../../shared/ui/useSessionDraft'
import { formatIccid, iccidProblem, normaliseIccid } from '../wallet/iccid'
import {
  selectIccid,
  selectPayment,
  selectTopupLookup,
  selectTopupPackage,
} from '../wallet/selectors'
import { useWalletPage } from '../wallet/useWalletPage'
import { iccidChosen } from '../wallet/walletSlice'
import { IccidForm } from './IccidForm'
import { TopupLookup } from './TopupLookup'
import { lookupTopup } from './topupThunks'
import '../wallet/wallet.css'

/**
 * /topup: top up an eSIM by its ICCID (SPEC 3.1 iccid; not guarded, the ICCID is the
 * credential). The ICCID lives in the URL (?iccid=, so the orders page can link here) and in
 * the wallet slice; what the shopper types is a session draft, so it survives errors and reloads.
 */
/** The eSIMs a top-up cannot be for: said under the ICCID field rather than as a failure. */
const TOPUP_REFUSALS: ReadonlySet<string> = new Set([
  ERROR_CODES.topupIccidInvalid,
  ERROR_CODES.topupEsimRefunded,
  ERROR_CODES.topupEsimExpired,
  ERROR_CODES.topupEsimDeleted,
])

export default function TopupPage() {
  const { t } = useTranslation('wallet')
  useWalletPage('topup')
  const dispatch = useAppDispatch()
  const [params, setParams] = useSearchParams()
  const urlIccid = normaliseIccid(params.get('iccid') ?? '')
  const [draft, setDraft] = useSessionDraft('topup-iccid', { iccid: urlIccid })
  const iccid = useAppSelector(selectIccid)
  const lookup = useAppSelector(selectTopupLookup)
  const payment = useAppSelector(selectPayment('topup'))
  const chosenPackage = useAppSelector(selectTopupPackage)

  // The URL decides which eSIM is shown; a link from the orders page fills the field too.
  useEffect(() => {
    if (!urlIccid) return
    // The shopper's own spacing stays when it is the same ICCID.
    setDraft((current) =>
      normaliseIccid(current.iccid) === urlIccid ? current : { iccid: urlIccid },
    )
    if (iccidProblem(urlIccid)) return
    dispatch(iccidChosen(urlIccid))
    void dispatch(lookupTopup(urlIccid))
  }, [urlIccid, setDraft, dispatch])

  const find = (iccid: string) => {
    if (iccid === urlIccid) void dispatch(lookupTopup(iccid))
    else setParams({ iccid })
  }

  // Until the slice follows the URL, what it holds belongs to another eSIM.
  const showing = urlIccid !== '' && !iccidProblem(urlIccid) && iccid === urlIccid
  const unknown = lookup.status === 'failed' && lookup.error?.code === ERROR_CODES.notFound
  const refused = lookup.status === 'failed' && TOPUP_REFUSALS.has(lookup.error?.code ?? '')
  const busy = payment.phase === 'paying' || payment.phase === 'redirecting'

  return (
    <div className="page wallet-page">
      <h1>{t('topup.title')}</h1>
      <p className="lead">{t('topup.lead')}</p>
      <section className="surface wallet-card" aria-labelledby="topup-find-title">
        <h2 id="topup-find-title" className="wallet-card__title">
          {t('topup.findTitle')}
        </h2>
        <IccidForm
          value={draft.iccid}
          onChange={(iccid) => setDraft({ iccid })}
          onSubmit={find}
          pending={lookup.status === 'pending' || busy}
          checkNow={urlIccid !== ''}
          serverError={
            unknown
              ? t('topup.unknown', { iccid: formatIccid(urlIccid) })
              : refused
                ? apiErrorMessage(lookup.error, t)
                : undefined
          }
        />
      </section>
      {showing && !unknown && !refused && (
        <TopupLookup
          onRetry={() => void dispatch(lookupTopup(urlIccid))}
          amountUsd={chosenPackage?.priceUsd ?? null}
        />
      )}
    </div>
  )
}
