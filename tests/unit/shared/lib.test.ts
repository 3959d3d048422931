import { describe, expect, it } from 'vitest'
import { formatDataSize, splitMegabytes } from '../../../src/shared/lib/dataSize'
import { maskEmail } from '../../../src/shared/lib/maskEmail'
import { isDigit, isValidEmail } from '../../../src/shared/lib/validation'
import { isStrongEnough } from '../../../src/shared/lib/passwordRules'
import { filterByQuery } from '../../../src/shared/lib/filterByQuery'
import { requestIdFor, signBody } from '../../../src/shared/lib/signature'

describe('data sizes', () => {
  it('stays in MB below 1024 and switches to GB plus MB from 1024', () => {
    expect(formatDataSize(1023)).toBe('1023 MB')
    expect(formatDataSize(1024)).toBe('1 GB')
    expect(formatDataSize(1536)).toBe('1 GB 512 MB')
    expect(splitMegabytes(5 * 1024 + 1)).toEqual({ gb: 5, mb: 1 })
    expect(splitMegabytes(-3)).toEqual({ gb: 0, mb: 0 })
  })
})

describe('maskEmail', () => {
  it('hides all but the last characters of the local part and the whole domain', () => {
    expect(maskEmail('traveller@example.com')).toBe('******ler@*******.***')
    expect(maskEmail('ab@x.io')).toBe('*b@*.**')
  })
  it('leaves a string without a local part alone', () => {
    expect(maskEmail('not-an-email')).toBe('not-an-email')
  })
})

describe('validation', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.travel', true],
    ['user@domain.c', false],
    ['user@domain.toolongx', false],
    ['no-at.example.com', false],
    ['a@b', false],
  ])('email %s -> %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid)
  })
  it('takes an address of at most 254 characters, as mail can carry it', () => {
    const domain = '@example.com'
    expect(isValidEmail(`${'a'.repeat(254 - domain.length)}${domain}`)).toBe(true)
    expect(isValidEmail(`${'a'.repeat(255 - domain.length)}${domain}`)).toBe(false)
  })
  it('refuses a password with a control character, which no one can type into the field', () => {
    expect(isStrongEnough('Roamwise2026')).toBe(true)
    expect(isStrongEnough('Roam\u0000wise2026')).toBe(false)
    expect(isStrongEnough('Roamwise2026\n')).toBe(false)
  })
  it('accepts exactly one digit per code box', () => {
    expect(isDigit('7')).toBe(true)
    expect(isDigit('a')).toBe(false)
    expect(isDigit('12')).toBe(false)
  })
})

describe('filterByQuery', () => {
  const items = ['English', 'Deutsch', '日本語']
  it('trims, ignores case and matches substrings', () => {
    expect(filterByQuery(items, '  EUT ', (item) => [item])).toEqual(['Deutsch'])
    expect(filterByQuery(items, '本', (item) => [item])).toEqual(['日本語'])
    expect(filterByQuery(items, '   ', (item) => [item])).toEqual(items)
  })
})

describe('signatures', () => {
  it('signs with HMAC-SHA256 hex, stable for the same body and key', () => {
    expect(signBody('{"a":1}', 'key')).toMatch(/^[0-9a-f]{64}$/)
    expect(signBody('{"a":1}', 'key')).toBe(signBody('{"a":1}', 'key'))
    expect(signBody('{"a":1}', 'key')).not.toBe(signBody('{"a":2}', 'key'))
    expect(signBody('{"a":1}', 'key')).not.toBe(signBody('{"a":1}', 'other'))
  })
  it('derives requestId from time and email', () => {
    expect(requestIdFor(1, 'a@b.co')).not.toBe(requestIdFor(2, 'a@b.co'))
    expect(requestIdFor(1, 'a@b.co')).toMatch(/^[0-9a-f]{64}$/)
  })
})
