import type { RootState } from '../../app/hooks'

export const selectAreas = (state: RootState) => state.catalogue.areas
