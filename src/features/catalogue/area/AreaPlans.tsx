import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AreaDto, PackageDto, PackageType } from '../../../api/contract/catalogue'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { localePath } from '../../../i18n/localePath'
import { useCurrentLocale } from '../../../i18n/useCurrentLocale'
import { dataplanDaysChosen, dataplanIndexChosen, dataplanTypeChosen } from '../catalogueSlice'
import { PlanCard } from '../plan/PlanCard'
import { useProceedToDetail } from '../plan/useProceedToDetail'
import { groupPlans, orderPlans, PLAN_ORDERS, type PlanOrder } from './planGroups'
import { PlanOptions } from './PlanOptions'
import { Tabs } from '../../../shared/ui/Tabs'
import { ContinueBar } from './ContinueBar'
import { PlanRating } from '../plan/PlanRating'
import { SelectField } from '../../../shared/ui/SelectField'

interface PendingChoice {
  locationKey: string
  plan?: PackageDto
  type?: PackageType
}

export interface AreaPlansProps {
  area: AreaDto
  packages: PackageDto[]
  /** The plan named in the URL (/{area}/{dataplan}), already checked to exist. */
  urlPlan: PackageDto | undefined
}

/**
 * The plan chooser. The URL is the source of truth for the chosen plan, so a shared or
 * reloaded /{area}/{dataplan} shows that plan; without one, the tab, index and days the visitor
 * last used (kept in the catalogue slice) pick a sensible default.
 */
export function AreaPlans({ area, packages, urlPlan }: AreaPlansProps) {
  const { t } = useTranslation('plan')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const locale = useCurrentLocale()
  const storedType = useAppSelector((state) => state.catalogue.dataplanType)
  const storedIndex = useAppSelector((state) => state.catalogue.dataplanIndex)
  const groups = useMemo(() => groupPlans(packages), [packages])
  const baseId = useId()
  const proceed = useProceedToDetail()

  const location = useLocation()
  // What the visitor just chose, shown at once while the router commits the new URL (the first
  // move to /{area}/{dataplan} loads that route), so a tile never flickers back. It is tied to
  // the location it was made on and lapses as soon as the URL changes.
  const [pending, setPending] = useState<PendingChoice | null>(null)
  // The visitor's order for the tiles; the page is built in the tab's own order (by size).
  const [order, setOrder] = useState<PlanOrder>('size')
  const live = pending?.locationKey === location.key ? pending : null

  const type: PackageType =
    live?.type ??
    live?.plan?.type ??
    urlPlan?.type ??
    (groups.types.includes(storedType) ? storedType : (groups.types[0] ?? 'DATA'))
  const plans = groups.byType[type]
  const selected = live?.plan
    ? live.plan
    : live?.type
      ? plans[0]
      : (urlPlan ?? plans[Math.min(storedIndex, plans.length - 1)])

  // The slice keeps the dataplan type, index and days (SPEC 3.1) in step with the choice.
  const remember = useCallback(
    (pkg: PackageDto) => {
      dispatch(dataplanTypeChosen(pkg.type))
      dispatch(dataplanIndexChosen(Math.max(0, groups.byType[pkg.type].indexOf(pkg))))
      dispatch(dataplanDaysChosen(pkg.days))
    },
    [dispatch, groups],
  )
  // A shared or reloaded /{area}/{dataplan} link names the plan: mirror it into the slice.
  useEffect(() => {
    if (urlPlan) remember(urlPlan)
  }, [remember, urlPlan])

  // Replace, not push: trying plans must not fill the Back button's history.
  const go = (path: string) =>
    void navigate(localePath(path, locale), { replace: true, preventScrollReset: true })

  const chooseType = (next: PackageType) => {
    dispatch(dataplanTypeChosen(next))
    if (urlPlan && urlPlan.type !== next) {
      setPending({ locationKey: location.key, type: next })
      go(`/${area.slug}`)
    }
  }

  const pickPlan = (pkg: PackageDto) => {
    setPending({ locationKey: location.key, plan: pkg })
    remember(pkg)
    go(`/${area.slug}/${pkg.packageId}`)
  }

  return (
    <section className="area-plans" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="area-plans__title">
        {t('area.chooseTitle')}
      </h2>
      <Tabs
        label={t('types.label')}
        tabs={groups.types.map((id) => ({ id, label: t(`types.${id}`) }))}
        selected={type}
        onSelect={chooseType}
        className="plan-tabs"
        pills
        panelClassName="area-plans__panel"
      >
        <div className="area-plans__choice">
          {plans.length > 2 && (
            <div className="area-plans__order">
              <SelectField
                label={t('order.label')}
                value={order}
                onChange={(event) => setOrder(event.target.value as PlanOrder)}
                options={PLAN_ORDERS.filter(
                  (id) => id !== 'value' || type !== 'DAILY_UNLIMITED',
                ).map((id) => ({ value: id, label: t(`order.${id}`) }))}
              />
            </div>
          )}
          <PlanOptions
            type={type}
            plans={orderPlans(
              plans,
              type === 'DAILY_UNLIMITED' && order === 'value' ? 'size' : order,
            )}
            selectedId={selected?.packageId}
            onChoose={pickPlan}
          />
        </div>
        {selected && (
          <PlanCard
            area={area}
            pkg={selected}
            heading="h3"
            rating={<PlanRating packageId={selected.packageId} load />}
          />
        )}
        {selected && <ContinueBar pkg={selected} onContinue={() => void proceed(area, selected)} />}
      </Tabs>
    </section>
  )
}
