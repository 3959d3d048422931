import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importDirection } from './scripts/eslint/import-direction.js'
import importX from 'eslint-plugin-import-x'

/**
 * Rules of direction (docs/architecture.md): each zone lists what a folder may NOT import.
 * shared -> nothing of ours; api -> shared, config; features -> not each other, not app
 * (except app/hooks.ts), never mocks; mocks -> api/contract and shared/lib only.
 */
const FEATURES = ['session', 'catalogue', 'order', 'content']
const zones = [
  {
    target: './src/shared',
    from: [
      './src/api',
      './src/app',
      './src/config',
      './src/features',
      './src/i18n',
      './src/mocks',
      './src/qa',
    ],
    message: 'shared imports nothing of ours.',
  },
  {
    target: './src/api',
    from: ['./src/app', './src/features', './src/i18n', './src/mocks', './src/qa'],
    message: 'api imports only shared and config.',
  },
  {
    target: './src/config',
    from: ['./src/api', './src/app', './src/features', './src/i18n', './src/mocks', './src/qa'],
    message: 'config is a leaf.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/mocks', './src/qa'],
    except: ['./src/app/hooks.ts'],
    message: 'features import app/hooks.ts only, never the mocks.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    message:
      'a feature never imports another feature: move shared code to shared/ or compose in app/.',
  })),
  {
    target: './src/mocks',
    from: [
      './src/app',
      './src/features',
      './src/i18n',
      './src/config',
      './src/qa',
      './src/api/endpoints',
      './src/api/http.ts',
      './src/api/interceptors.ts',
    ],
    message: 'mocks import only api/contract and shared/lib.',
  },
  {
    target: './src/qa',
    from: [
      './src/app',
      './src/features',
      './src/mocks',
      './src/api/endpoints',
      './src/api/http.ts',
    ],
    // The label lab shows the customer's own card and label (docs/decisions/011).
    except: [
      './src/features/order/orders/OrderCard.tsx',
      './src/features/order/orders/orders.css',
      './src/features/order/orderLabel.ts',
    ],
    message: 'the QA lab drives the mock through api/contract/mockControl only.',
  },
  {
    target: './src/i18n',
    from: [
      './src/app',
      './src/features',
      './src/mocks',
      './src/qa',
      './src/api/endpoints',
      './src/api/http.ts',
    ],
    message: 'i18n may read api contract types and errors only.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'node_modules',
      'test-results',
      'playwright-report',
      '.tmp',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'import-x': importX,
      local: { rules: { 'import-direction': importDirection } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/import-direction': ['error', { root: import.meta.dirname, zones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A cycle makes a module see another's exports as undefined while both load. A lazy
      // import() in the loop is allowed: it runs after both have loaded (the page table's pages).
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message:
                "Use useAppSelector and useAppDispatch from src/app/hooks.ts: they carry the store's types.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='crypto-js']",
          message:
            'Import crypto-js submodules (crypto-js/hmac-sha256): the whole library is 24 KB gzip.',
        },
      ],
    },
  },
  {
    // Where the typed hooks are made from react-redux's own.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The bootstrap is the one place allowed to start the mock API (by dynamic import).
    files: ['src/main.tsx'],
    rules: { 'local/import-direction': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
