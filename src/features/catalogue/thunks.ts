import { createAppAsyncThunk } from '../../app/hooks'
import { queryAreas } from '../../api/endpoints/catalogue'
import { serializeApiError } from '../../api/errors'

export const fetchAreas = createAppAsyncThunk(
  'catalogue/fetchAreas',
  async (_: void, { rejectWithValue }) => {
    try {
      return await queryAreas()
    } catch (error) {
      return rejectWithValue(serializeApiError(error))
    }
  },
  {
    // Areas change rarely: one request per visit, unless the last one failed.
    condition: (_, { getState }) => {
      const { status } = getState().catalogue.areas
      return status === 'idle' || status === 'failed'
    },
  },
)
