// Lint of the whole project: typescript-eslint with type information, React hooks rules and accessibility rules.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', '.vite-react-ssg-temp', 'test-results', 'playwright-report', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layers point one way: the site's code never reaches into the build or the tools, and the calculator, the content,
  // the primitives and the head sit below the pages, the layout and the components that use them.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/scripts/**'], message: 'src/ ne dépend pas de scripts/ (la construction et les outils)' }] },
      ],
    },
  },
  {
    files: ['src/{heart-rate,content,ui,browser,seo,data}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/scripts/**'], message: 'src/ ne dépend pas de scripts/ (la construction et les outils)' },
            {
              group: ['**/components/**', '**/pages/**', '**/layout/**'],
              message: 'une couche basse n’importe pas les pages, la mise en page ni les composants',
            },
          ],
        },
      ],
    },
  },
)
