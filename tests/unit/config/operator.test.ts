import { describe, expect, it } from 'vitest'
import { operatorFrom } from '../../../src/config/operator'
import { SAMPLE_OPERATOR } from '../../../src/config/sampleOperator'
import { MOCK_SELLER } from '../../../src/mocks/db/seller'
import { operatorProblems } from '../../../scripts/check-deploy-config.mjs'

const REAL = {
  name: 'Acme Travel GmbH',
  representative: 'Jane Doe',
  address: 'Hauptstraße 1, 10115 Berlin, Germany',
  email: 'hello@acme-travel.de',
  phone: '+49 30 1234567',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 1',
  vatId: 'DE123456789',
}

describe('the operator of config.json (decision 039)', () => {
  it('is taken whole, phone included, or not at all', () => {
    expect(operatorFrom(REAL)).toEqual(REAL)
    expect(operatorFrom({ ...REAL, vatId: ' ' })).toBeNull()
    expect(operatorFrom({ ...REAL, phone: '' })).toBeNull()
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
    expect(operatorProblems({ operator: { ...REAL, phone: '+00 000 000 0000' } })).toEqual([
      'operator.phone is a sample value',
    ])
  })

  it("is the company the mock's receipts name, in mock builds", () => {
    expect(MOCK_SELLER).toEqual({
      name: SAMPLE_OPERATOR.name,
      address: SAMPLE_OPERATOR.address.split(', '),
      email: SAMPLE_OPERATOR.email,
      taxId: SAMPLE_OPERATOR.vatId,
    })
  })
})
