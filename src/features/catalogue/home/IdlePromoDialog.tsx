import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { isInternalPath } from '../../../shared/lib/internalPath'
import type { LocaleCode } from '../../../i18n/locales'
import { Dialog } from '../../../shared/ui/Dialog'
import { selectDialogs } from '../selectors'
import { useIdleDialog } from './useIdleDialog'

/** The first promotional dialog of POST /v1/dialog/show/list, shown once per visit when idle. */
export function IdlePromoDialog({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation(['home', 'common'])
  const dialogs = useAppSelector(selectDialogs)
  const [dialog, dismiss] = useIdleDialog(
    dialogs.status === 'succeeded' ? dialogs.data[0] : undefined,
  )
  if (!dialog) return null
  // '//host' also starts with '/': only real in-store paths become the call to action.
  const link = dialog.link && isInternalPath(dialog.link) ? dialog.link : undefined
  return (
    <Dialog open title={dialog.title} closeLabel={t('common:actions.close')} onClose={dismiss}>
      <div className="promo-dialog">
        <p className="promo-dialog__body">{dialog.body}</p>
        <div className="promo-dialog__actions">
          <button type="button" className="button button--secondary" onClick={dismiss}>
            {t('home:promo.later')}
          </button>
          {link && (
            <Link
              className="button button--primary"
              to={localePath(link, locale)}
              onClick={dismiss}
            >
              {t('home:promo.cta')}
            </Link>
          )}
        </div>
      </div>
    </Dialog>
  )
}
