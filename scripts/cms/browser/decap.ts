/**
 * What the site's widgets and events use of Decap CMS, typed: its entries and fields (Immutable.js maps), a widget's
 * props, and the few actions it does not hand to widgets (an image added to the entry being written, a file removed).
 */
import type { Map as ImmutableMap } from 'immutable'
import { addDraftEntryMediaFile } from 'decap-cms-core/dist/esm/actions/entries.js'
import { addAsset } from 'decap-cms-core/dist/esm/actions/media.js'
import { currentBackend } from 'decap-cms-core/dist/esm/backend.js'
import { transformImage } from 'decap-cms-core/dist/esm/lib/imageTransformations.js'
import { store } from 'decap-cms-core/dist/esm/redux/index.js'
import { createAssetProxy } from 'decap-cms-core/dist/esm/valueObjects/AssetProxy.js'
import { PUBLIC_DIR } from '../form-conventions.ts'

/** A field of config.yml, as Decap hands it to a widget. */
export type Field = ImmutableMap<string, unknown>

/** An entry: its collection, its slug (the file's name; empty for a new entry), its data, the files it adds. */
export type Entry = ImmutableMap<string, unknown> & {
  get(key: 'data'): ImmutableMap<string, unknown> | undefined
  get(key: 'mediaFiles'): { toJS(): { path: string; draft?: boolean }[] } | undefined
  get(key: string): unknown
}

/** The props Decap gives a widget's control (https://decapcms.org/docs/custom-widgets/). */
export interface WidgetProps {
  value: unknown
  field: Field
  forID: string
  classNameWrapper: string
  onChange: (value: unknown) => void
  setActiveStyle: () => void
  setInactiveStyle: () => void
  getEntry: () => Entry
  getAsset: (path: string, field: Field) => { toString(): string }
  t: (key: string, options?: Record<string, unknown>) => string
}

/** The address of each image the entry adds (draft media, saved with the entry): public/images/x.webp → /images/x.webp. */
export function addedImages(entry: Entry): string[] {
  return (entry.get('mediaFiles')?.toJS() ?? []).filter((file) => file.draft).map((file) => file.path.replace(new RegExp(`^/?${PUBLIC_DIR}`), ''))
}

/** Adds a file to the entry being written: saved with it, into the repository path given. */
export function addToEntry(file: File, path: string, field: Field): string {
  const asset = createAssetProxy({ file, path, field })
  store.dispatch(addAsset(asset))
  store.dispatch(
    addDraftEntryMediaFile({ id: path, name: file.name, displayURL: asset.url, draft: true, file, size: file.size, url: asset.url, path, field }),
  )
  return asset.url
}

/** An image cropped to `width` × `height` and encoded as WebP, with Decap's own encoder (the one its media library uses). */
export async function webpImage(file: File, path: string, size: { width: number; height: number }): Promise<File> {
  const [converted] = await transformImage(file, path, {
    format: 'webp',
    quality: 0.8,
    stripMetadata: true,
    ...size,
    aspectRatio: size.width / size.height,
  })
  if (!converted) throw new Error('conversion impossible')
  return converted.file
}

/** Removes a file from the repository (or, with `npm run edit`, from the disk) through the CMS's backend. */
export async function removeFile(path: string): Promise<void> {
  const { config } = store.getState()
  await currentBackend(config).deleteMedia(config, path)
}
