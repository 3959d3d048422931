import { describe, expect, it } from 'vitest'
import { operatorFrom } from '../../../src/config/operator'
import { operatorProblems } from '../../../scripts/check-deploy-config.mjs'

const REAL = {
  name: 'Acme Travel GmbH',
  representative: 'Jane Doe',
  address: 'Hauptstraße 1, 10115 Berlin, Germany',
  email: 'hello@acme-travel.de',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 1',
  vatId: 'DE123456789',
}

describe('the operator of config.json (decision 039)', () => {
  it('is taken whole, with an optional phone, or not at all', () => {
    expect(operatorFrom(REAL)).toEqual({ ...REAL, phone: '' })
    expect(operatorFrom({ ...REAL, vatId: ' ' })).toBeNull()
    expect(operatorFrom('Acme')).toBeNull()
  })

  it('stops a production config.json that does not name it, or names a sample', () => {
    expect(operatorProblems({ operator: REAL })).toEqual([])
    expect(operatorProblems({})).toEqual(['no "operator" object'])
    expect(operatorProblems({ operator: { ...REAL, register: '' } })).toEqual([
      'operator.register is missing',
    ])
    expect(operatorProblems({ operator: { ...REAL, name: 'Sample Operator Ltd' } })).toEqual([
      'operator.name is a sample value',
    ])
  })
})
