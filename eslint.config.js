import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import i18next from 'eslint-plugin-i18next'

// The direction of the code (docs/architecture.md): each rule names what a folder or role may not import.
// A file imports its own folder by './name.ts' and everything else through '#core/', '#server/', '#app/'.
const importScheme = [
  { regex: '^\\.\\./', message: "Import another folder through '#core/', '#server/' or '#app/', not '../'." },
  { regex: '^~/', message: "Import the app through '#app/'." },
]
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...importScheme, ...patterns] }],
})
const typeOnly = (rule) => ({ ...rule, allowTypeImports: true })

const coreIsPure = { regex: '^#(app|server)/', message: 'core is shared by the browser and the server: it imports neither.' }
const appHasNoServer = typeOnly({
  regex: '^#server/',
  message: 'The app may import server types only; data comes through the load context or the API.',
})
const publicAppHasNoPortal = { regex: '^#app/admin/', message: 'Public pages do not import the staff portal.' }
const noRoutes = { regex: '(^#server/.*|^\\./.*)\\.routes\\.ts$', message: 'Services and repositories never import routes.' }
// Every public page's words are in the translation files (app/locales, docs/decisions/0166-spanish-site-foundation.md):
// no text of the interface in the JSX of a public file, neither as text nor in an attribute a person reads
// (app/i18n/no-literal-text.test.ts runs this rule in the suite).
const noLiteralText = {
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: ['alt', 'aria-label', 'aria-roledescription', 'title', 'placeholder', 'label', 'eyebrow'] },
      },
    ],
  },
}

const noServices = { regex: '(^#server/.*|^\\./.*)\\.service\\.ts$', message: 'A repository never imports a service.' }

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', 'bench/.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['core/**/*.ts'], rules: restrict(coreIsPure) },
  { files: ['server/**/*.ts'], rules: restrict() },
  { files: ['server/**/*.service.ts', 'server/**/*.mail.ts'], rules: restrict(noRoutes) },
  { files: ['server/**/*.repository.ts'], rules: restrict(noRoutes, noServices) },
  { files: ['app/admin/**/*.{ts,tsx}'], rules: restrict(appHasNoServer) },
  { files: ['app/**/*.{ts,tsx}'], ignores: ['app/admin/**'], rules: restrict(appHasNoServer, publicAppHasNoPortal) },
  { files: ['app/**/*.tsx'], ignores: ['app/admin/**'], ...noLiteralText },
)
