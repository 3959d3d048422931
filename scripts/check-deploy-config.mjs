#!/usr/bin/env node
/**
 * Refuses a production config.json that does not name the store's operator (deploy/README.md,
 * docs/decisions/038): company, representative, address, email, register and VAT id, for the
 * legal notice and the withdrawal form. Run it on the file you are about to deploy:
 *   npm run check:deploy-config -- dist/config.json
 * Exit 0 and one line when it is complete; exit 1 and what is missing otherwise.
 */
import { readFileSync } from 'node:fs'
import { REQUIRED_OPERATOR_FIELDS } from '../src/config/operator.ts'

/** What is wrong with a parsed config.json's operator, in words; empty when nothing is. */
export function operatorProblems(config) {
  const operator = config && typeof config === 'object' ? config.operator : undefined
  if (!operator || typeof operator !== 'object') return ['no "operator" object']
  const problems = []
  for (const field of REQUIRED_OPERATOR_FIELDS) {
    const value = typeof operator[field] === 'string' ? operator[field].trim() : ''
    if (value === '') problems.push(`operator.${field} is missing`)
    else if (/\bsample\b|example/i.test(value) || (field === 'phone' && !/[1-9]/.test(value))) {
      problems.push(`operator.${field} is a sample value`)
    }
  }
  if (typeof operator.email === 'string' && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(operator.email)) {
    problems.push('operator.email is not an address')
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? 'dist/config.json'
  let config
  try {
    config = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    console.error(`${file}: cannot read it as JSON (${error.message})`)
    process.exit(1)
  }
  const problems = operatorProblems(config)
  if (problems.length > 0) {
    console.error(`${file} cannot go live:\n- ${problems.join('\n- ')}`)
    process.exit(1)
  }
  console.log(`${file}: the operator's details are complete`)
}
