import type { RootState } from '../../app/hooks'
import type { CrossAreaListKind } from './thunks'

export const selectAreas = (state: RootState) => state.catalogue.areas
export const selectBanners = (state: RootState) => state.catalogue.banners
export const selectRecommended = (state: RootState) => state.catalogue.recommended
export const selectDialogs = (state: RootState) => state.catalogue.dialogs
export const selectSearch = (state: RootState) => state.catalogue.search
export const selectSuggestion = (state: RootState) => state.catalogue.suggestion
export const selectAreaPackages = (slug: string) => (state: RootState) =>
  state.catalogue.areaPackages[slug]
export const selectCrossAreaList = (kind: CrossAreaListKind) => (state: RootState) =>
  state.catalogue.crossAreaLists[kind]
export const selectReviews = (packageId: string) => (state: RootState) =>
  state.catalogue.reviews[packageId]
export const selectMealInfo = (state: RootState) => state.catalogue.mealInfo
