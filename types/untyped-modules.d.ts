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

// Decap CMS's packages, of which only decap-cms-core has types (scripts/cms/browser/): what the site uses of them.
declare module 'decap-cms-locales/dist/esm/*/index.js' {
  type Phrases = { [key: string]: string | Phrases }
  const phrases: Phrases
  export default phrases
}
declare module 'decap-cms-backend-git-gateway' {
  export const GitGatewayBackend: import('decap-cms-core').CmsBackendClass
}
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('decap-cms-core').CmsBackendClass
}
declare module 'decap-cms-backend-gitlab' {
  export const GitLabBackend: import('decap-cms-core').CmsBackendClass
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('decap-cms-core').CmsBackendClass
}
declare module 'decap-cms-widget-*' {
  interface DecapWidgetModule {
    /** The widget as CMS.registerWidget takes it, its control replaced by the one given. */
    Widget: (options?: { controlComponent?: unknown }) => import('decap-cms-core').CmsWidgetParam
    /** Its control, a React component of Decap's widget props. */
    controlComponent: unknown
  }
  const widget: DecapWidgetModule
  export default widget
}
declare module 'decap-cms-core/dist/esm/actions/entries.js' {
  export function addDraftEntryMediaFile(file: Record<string, unknown>): unknown
}
declare module 'decap-cms-core/dist/esm/actions/media.js' {
  export function addAsset(asset: unknown): unknown
}
declare module 'decap-cms-core/dist/esm/backend.js' {
  export function currentBackend(config: unknown): { deleteMedia(config: unknown, path: string): Promise<void> }
}
declare module 'decap-cms-core/dist/esm/lib/imageTransformations.js' {
  export function transformImage(
    file: File,
    path: string,
    config: { format: 'webp'; quality: number; stripMetadata: boolean; width: number; height: number; aspectRatio: number },
  ): Promise<{ file: File; path: string }[]>
}
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: { dispatch(action: unknown): unknown; getState(): { config: unknown } }
}
declare module 'decap-cms-core/dist/esm/valueObjects/AssetProxy.js' {
  export function createAssetProxy(asset: { file: File; path: string; field: unknown }): { url: string }
}
