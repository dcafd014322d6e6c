/**
 * An image the site shows is never deleted from the CMS: « Médias » would otherwise leave a broken image on the home
 * page and an article that can no longer be saved. Before any deletion (the media library's, or the one that follows
 * an image replaced: ./events.ts), every entry of every collection is read through the backend, as it is saved now,
 * with the entry open in the form; if one names the image's address, the deletion is refused and those entries named.
 */
import { Backend, currentBackend } from 'decap-cms-core/dist/esm/backend.js'
import { store } from 'decap-cms-core/dist/esm/redux/index.js'
import { PUBLIC_DIR } from '../form-conventions.ts'

type Config = { get(key: string): unknown }

/** A deletion refused: its words are Decap's notice's details (ui.toast.onFailToDeleteMedia in ./locale.ts). */
export class ImageInUse extends Error {}

/** How an entry is named to the editor: its collection's singular label and its title, or the file's label. */
const entryName = (collection: Config, title: unknown) =>
  `${String(collection.get('label_singular') ?? collection.get('label'))} « ${typeof title === 'string' && title ? title : '?'} »`

/** The entries that name an image's address (/images/articles/x.webp), saved or open in the form. */
async function imageUsers(address: string): Promise<string[]> {
  const { config, collections, entryDraft } = store.getState()
  const backend = currentBackend(config)
  const users: string[] = []
  for (const collection of collections.valueSeq()) {
    const files = collection.get('files') as Iterable<Config> | undefined
    if (files) {
      for (const file of files) {
        const { data } = await backend.implementation.getEntry(String(file.get('file'))).catch(() => ({ data: '' }))
        if (typeof data === 'string' && data.includes(address)) users.push(String(file.get('label')))
      }
    } else {
      for (const entry of await backend.listAllEntries(collection))
        if (entry.raw.includes(address)) users.push(entryName(collection, entry.data.title ?? entry.slug))
    }
  }
  const open = entryDraft.getIn(['entry', 'data']) as { toJS(): Record<string, unknown> } | undefined
  if (open && JSON.stringify(open.toJS()).includes(address)) users.push('l’entrée ouverte dans le formulaire')
  return [...new Set(users)]
}

/** Makes every deletion through the CMS's backend refuse an image in use. */
export function guardImagesInUse() {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the backend it belongs to
  const remove = Backend.prototype.deleteMedia
  Backend.prototype.deleteMedia = async function (config: unknown, path: string) {
    const address = path.replace(new RegExp(`^/?${PUBLIC_DIR}`), '')
    const users = await imageUsers(address)
    if (users.length)
      throw new ImageInUse(
        `l’image ${address} est utilisée par : ${users.join(', ')}. Choisissez d’abord une autre image dans ${users.length > 1 ? 'ces entrées' : 'cette entrée'}, puis publiez.`,
      )
    return remove.call(this, config, path)
  }
}
