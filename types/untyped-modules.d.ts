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
  /** Reads an entry again from the backend into the form. */
  export function loadEntry(collection: unknown, slug: string): unknown
  export function changeDraftFieldValidation(uniqueFieldId: string, errors: { type: string; message: string }[]): unknown
}
declare module 'decap-cms-core/dist/esm/actions/media.js' {
  export function addAsset(asset: unknown): unknown
}
declare module 'decap-cms-core/dist/esm/backend.js' {
  /** An entry as a backend reads it: its file's text and the data its format reads in it. */
  interface LoadedEntry {
    slug: string
    path: string
    raw: string
    data: Record<string, unknown>
  }
  /** Decap's backend: the one the config names (currentBackend), over the service's own (implementation). */
  export class Backend {
    implementation: { getEntry(path: string): Promise<{ data: unknown }> }
    deleteMedia(config: unknown, path: string): Promise<void>
    listAllEntries(collection: unknown): Promise<LoadedEntry[]>
    entryWithFormat(collection: unknown): (entry: Record<string, unknown>) => LoadedEntry
    search(collections: Iterable<unknown>, searchTerm: string): Promise<{ entries: LoadedEntry[] }>
  }
  export function currentBackend(config: unknown): Backend
}
declare module 'decap-cms-core/dist/esm/formats/yaml.js' {
  /** Decap's YAML reader and writer. */
  const format: {
    fromFile(content: string): Record<string, unknown>
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string
  }
  export default format
}
declare module 'decap-cms-core/dist/esm/formats/frontmatter.js' {
  /** Decap's front matter (YAML here) and Markdown reader and writer. */
  export const FrontmatterInfer: {
    fromFile(content: string): Record<string, unknown>
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string
  }
}
declare module 'decap-cms-core/dist/esm/valueObjects/Entry.js' {
  export function createEntry(collection: string, slug?: string, path?: string, options?: { raw?: string }): Record<string, unknown>
}
declare module 'decap-cms-core/dist/esm/lib/imageTransformations.js' {
  export function transformImage(
    file: File,
    path: string,
    config: { format: 'webp'; quality: number; stripMetadata: boolean; width: number; height: number; aspectRatio: number },
  ): Promise<{ file: File; path: string }[]>
}
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  /** A collection of config.yml, as Decap keeps it (Immutable.js). */
  interface Collection {
    get(key: string): unknown
  }
  export const store: {
    dispatch(action: unknown): unknown
    getState(): {
      config: unknown
      collections: { get(name: string): Collection | undefined; valueSeq(): Iterable<Collection> }
      entryDraft: { getIn(path: string[]): unknown }
    }
  }
}
declare module 'decap-cms-core/dist/esm/valueObjects/AssetProxy.js' {
  export function createAssetProxy(asset: { file: File; path: string; field: unknown }): { url: string }
}
