import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AreaDto, PackageType } from '../../api/contract/catalogue'
import type { SerializedApiError } from '../../api/errors'
import { fetchAreas } from './thunks'

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed'

export interface CatalogueState {
  areas: { status: RequestStatus; items: AreaDto[]; error: SerializedApiError | null }
  dataplanType: PackageType
  dataplanIndex: number
  dataplanDays: number
}

export const initialCatalogueState: CatalogueState = {
  areas: { status: 'idle', items: [], error: null },
  dataplanType: 'DATA',
  dataplanIndex: 0,
  dataplanDays: 0,
}

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState: initialCatalogueState,
  reducers: {
    dataplanTypeChosen(state, action: PayloadAction<PackageType>) {
      state.dataplanType = action.payload
      state.dataplanIndex = 0
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchAreas.pending, (state) => {
        state.areas.status = 'pending'
        state.areas.error = null
      })
      .addCase(fetchAreas.fulfilled, (state, action) => {
        state.areas.status = 'succeeded'
        state.areas.items = action.payload
      })
      .addCase(fetchAreas.rejected, (state, action) => {
        state.areas.status = 'failed'
        state.areas.error = action.payload ?? null
      })
  },
})

export const { dataplanTypeChosen } = catalogueSlice.actions
export const catalogueReducer = catalogueSlice.reducer
