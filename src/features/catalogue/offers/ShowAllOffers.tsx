import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../../app/hooks'
import { completeEntry } from '../revalidate'
import type { CrossAreaListKind } from '../thunks'

/**
 * Below an offer list the build cut short (htmlTrim.ts): the rest of its plans, asked for when
 * the visitor wants them, so the page's HTML stays the same size however many offers there are.
 */
export function ShowAllOffers({ list, total }: { list: CrossAreaListKind; total: number }) {
  const { t } = useTranslation('plan')
  const dispatch = useAppDispatch()
  const [asking, setAsking] = useState(false)
  return (
    <p className="offers-more">
      <button
        type="button"
        className="button button--secondary"
        aria-busy={asking}
        disabled={asking}
        onClick={() => {
          setAsking(true)
          void dispatch(completeEntry({ kind: 'crossAreaList', list })).finally(() =>
            setAsking(false),
          )
        }}
      >
        {t('offer.showAll', { count: total })}
      </button>
    </p>
  )
}
