// Packages that ship no types of their own.
declare module 'vnu-jar' {
  /** Path of the W3C Nu HTML Checker's jar file. */
  const jar: string
  export default jar
}
declare module 'eslint-plugin-jsx-a11y' {
  import type { Linter } from 'eslint'
  const plugin: { flatConfigs: { recommended: Linter.Config } }
  export default plugin
}
