import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Linter } from 'eslint'
import { importDirection } from '../../../scripts/eslint/import-direction.js'

const root = process.cwd()
const zones = [
  {
    target: './src/shared',
    from: ['./src/api', './src/features'],
    message: 'shared imports nothing of ours',
  },
  {
    target: './src/features',
    from: ['./src/app'],
    except: ['./src/app/hooks.ts'],
    message: 'only app/hooks',
  },
]

function lint(file: string, code: string) {
  const linter = new Linter({ configType: 'flat' })
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { local: { rules: { 'import-direction': importDirection } } },
        rules: { 'local/import-direction': ['error', { root, zones }] },
      },
    ],
    { filename: path.join(root, file) },
  )
}

describe('the import-direction lint rule', () => {
  it('reports an import into a forbidden folder', () => {
    const messages = lint('src/shared/lib/x.ts', "import { post } from '../../api/http'")
    expect(messages).toHaveLength(1)
    expect(messages[0]?.message).toContain('shared imports nothing of ours')
  })

  it('allows the excepted file and unrelated folders', () => {
    expect(
      lint('src/features/order/x.ts', "import { useAppDispatch } from '../../app/hooks'"),
    ).toEqual([])
    expect(lint('src/features/order/x.ts', "import { post } from '../../api/http'")).toEqual([])
    expect(lint('src/features/order/x.ts', "import React from 'react'")).toEqual([])
  })

  it('also checks dynamic imports and re-exports', () => {
    expect(
      lint('src/features/order/x.ts', "export { makeStore } from '../../app/store'"),
    ).toHaveLength(1)
    expect(lint('src/features/order/x.ts', "const m = import('../../app/store')")).toHaveLength(1)
  })
})
