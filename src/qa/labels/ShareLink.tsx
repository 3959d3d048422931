import { useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../../shared/ui/FieldFrame'

type CopyState = 'idle' | 'copied' | 'failed'

/** The combination's full address, to paste into a ticket; copying needs a secure context. */
export function ShareLink({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation('qaLabels')
  const { pathname } = useLocation()
  const url = `${window.location.origin}${pathname}?${query.toString()}`
  const [copy, setCopy] = useState<{ url: string; state: CopyState }>({ url, state: 'idle' })
  // A new combination makes an earlier "copied" untrue.
  const state = copy.url === url ? copy.state : 'idle'

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopy({ url, state: 'copied' })
    } catch {
      setCopy({ url, state: 'failed' })
    }
  }

  return (
    <div className="qa-labels__share">
      {/* FieldFrame, not TextField: the copy button sits in the field's row. */}
      <FieldFrame label={t('share.link')}>
        {(control) => (
          <div className="qa-labels__share-row">
            <input
              {...control}
              className="field__input qa-labels__url"
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
            />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void onCopy()}
            >
              {t('share.copy')}
            </button>
          </div>
        )}
      </FieldFrame>
      <p className="qa-labels__copy-status" role="status">
        {state === 'copied' ? t('share.copied') : state === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </div>
  )
}
