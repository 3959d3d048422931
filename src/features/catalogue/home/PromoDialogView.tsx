import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { DialogDto } from '../../../api/contract/catalogue'
import { localePath } from '../../../i18n/localePath'
import { isInternalPath } from '../../../shared/lib/internalPath'
import type { LocaleCode } from '../../../i18n/locales'
import { Dialog } from '../../../shared/ui/Dialog'

/** A promotional dialog of the API: its text, "later", and a link when it names a store page. */
export default function PromoDialogView({
  dialog,
  locale,
  onDismiss,
}: {
  dialog: DialogDto
  locale: LocaleCode
  onDismiss: () => void
}) {
  const { t } = useTranslation(['home', 'common'])
  // '//host' also starts with '/': only real in-store paths become the call to action.
  const link = dialog.link && isInternalPath(dialog.link) ? dialog.link : undefined
  return (
    <Dialog open title={dialog.title} closeLabel={t('common:actions.close')} onClose={onDismiss}>
      <div className="promo-dialog">
        <p className="promo-dialog__body">{dialog.body}</p>
        <div className="promo-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            {t('home:promo.later')}
          </button>
          {link && (
            <Link
              className="button button--primary"
              to={localePath(link, locale)}
              onClick={onDismiss}
            >
              {t('home:promo.cta')}
            </Link>
          )}
        </div>
      </div>
    </Dialog>
  )
}
