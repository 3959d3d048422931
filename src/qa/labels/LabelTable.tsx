import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ORDER_LABELS, type OrderLabel } from '../../features/order/orderLabel'
import { SelectField } from '../../shared/ui/SelectField'
import { allCombinations, combinationQuery, type Combination } from './combinations'

const ROWS = allCombinations()

const same = (a: Combination, b: Combination) =>
  a.paymentStatus === b.paymentStatus && a.state === b.state && a.installStatus === b.installStatus

/** Every combination with its label, filterable by label; each row links to its combination. */
export function LabelTable({ current }: { current: Combination }) {
  const { t } = useTranslation(['qaLabels', 'orders'])
  const { pathname } = useLocation()
  const [filter, setFilter] = useState<OrderLabel | ''>('')
  const id = useId()
  const rows = filter ? ROWS.filter((row) => row.label === filter) : ROWS

  return (
    <section className="qa-labels__table-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('qaLabels:table.title')}</h2>
      <div className="qa-labels__filter">
        <SelectField
          label={t('qaLabels:table.filter')}
          placeholder={t('qaLabels:table.all')}
          options={ORDER_LABELS.map((label) => ({
            value: label,
            label: t(`orders:label.${label}`),
          }))}
          value={filter}
          onChange={(event) => setFilter(event.target.value as OrderLabel | '')}
        />
        <p role="status">{t('qaLabels:table.shown', { shown: rows.length, total: ROWS.length })}</p>
      </div>
      {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
      <div
        className="qa-labels__scroller"
        role="region"
        aria-labelledby={`${id}-title`}
        tabIndex={0}
      >
        <table className="qa-labels__table">
          <caption className="visually-hidden">
            {t('qaLabels:table.caption', { total: ROWS.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('qaLabels:form.payment')}</th>
              <th scope="col">{t('qaLabels:form.state')}</th>
              <th scope="col">{t('qaLabels:form.install')}</th>
              <th scope="col">{t('qaLabels:table.label')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('qaLabels:table.show')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const selected = same(row, current)
              const key = `${row.paymentStatus}-${row.state}-${row.installStatus}`
              return (
                <tr key={key} className={selected ? 'qa-labels__row--current' : undefined}>
                  <td>
                    <code>{row.paymentStatus}</code>
                  </td>
                  <td>
                    <code>{row.state}</code>
                  </td>
                  <td>
                    <code>{row.installStatus}</code>
                  </td>
                  <td data-label={row.label}>{t(`orders:label.${row.label}`)}</td>
                  <td>
                    <Link
                      to={`${pathname}?${combinationQuery(row).toString()}`}
                      replace
                      aria-current={selected ? 'true' : undefined}
                    >
                      {selected ? t('qaLabels:table.current') : t('qaLabels:table.show')}
                      <span className="visually-hidden">
                        {' '}
                        ({row.paymentStatus}, {row.state}, {row.installStatus})
                      </span>
                    </Link>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
