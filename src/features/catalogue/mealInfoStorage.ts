import type { AreaDto, PackageDto } from '../../api/contract/catalogue'
import { readJson, writeJson } from '../../shared/lib/storage'

/** The chosen plan (SPEC 3.1 mealInfo): area and package as the API gave them. */
export interface MealInfo {
  area: AreaDto
  package: PackageDto
}

const KEY = 'rw_meal_info'

/** Kept in localStorage so /mealdetail and checkout survive a reload or a login detour. */
export function loadMealInfo(): MealInfo | null {
  const stored = readJson<MealInfo>(KEY)
  return stored?.area && stored.package ? stored : null
}

export function saveMealInfo(mealInfo: MealInfo): void {
  writeJson(KEY, mealInfo)
}
