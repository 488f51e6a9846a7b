// ESLint flat config: `npm run lint` runs it, then `prettier --check .` (formatting is Prettier's
// job; nothing here is about style). typescript-eslint's recommended rules without type
// information, so a full run stays fast; type errors are `npm run typecheck`'s job.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores(['dist/', 'node_modules/', 'data/', '.wrangler/', 'test-results/', 'screenshots/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    rules: {
      // `_`-prefixed names mark a deliberately unused argument, variable or caught error.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // `find(...)!` where the data guarantees a hit is the house style.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // An empty catch that swallows a known, harmless failure is fine.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Test helpers read loosely typed JSON envelopes; the assertions check the shapes.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
