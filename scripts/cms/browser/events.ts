/**
 * What happens when an entry is saved. Before: its data as it will be written (./entry-checks.ts savedData: cleaned,
 * text pasted from a word processor tidied), its update date set to today, and every check of the build run once
 * more on the whole file: a problem no field could show (a reference cited otherwise than
 * src/content/shared-sources.ts gives it, a zone given twice) refuses the save, named in French; with `npm run edit`,
 * the server checks the file among all the others too (a passage pasted from another file). After: an image the
 * entry no longer uses, and no other article does, is removed from public/.
 */
import { loadEntry } from 'decap-cms-core/dist/esm/actions/entries.js'
import { store } from 'decap-cms-core/dist/esm/redux/index.js'
import { fieldTitle } from '../../../src/content/field-names.ts'
import type { FieldProblem } from '../../../src/content/problems.ts'
import type { AdminContext } from './context.ts'
import { addedImages, removeFile, type Entry } from './decap.ts'
import { markFields } from './checked-widgets.tsx'
import { contentFile, datedData, entryFile, fileProblems, fileSchema, formPath, valueAt, type EntryFile } from './entry-checks.ts'
import { noteSaved, savedElsewhere } from './file-versions.ts'
import { ImageInUse } from './image-users.ts'
import { PUBLIC_DIR } from '../form-conventions.ts'

/** A refusal as Decap shows it, after « Enregistrement refusé : » (ui.toast.onFailToPersist): its words only. */
class Refusal extends Error {
  override toString() {
    return this.message
  }
}

/** The images each saved entry had when it was opened, by collection, file and field: what a new image replaces. */
const openedImages = new Map<string, Map<string, string>>()
const entryKey = (entry: Entry) => `${String(entry.get('collection'))}/${String(entry.get('slug'))}`

/** Notes the image a field of an entry holds as the entry is opened, before the editor replaces it. */
export function rememberImage(entry: Entry, path: string, image: unknown) {
  if (!entry.get('slug') || typeof image !== 'string') return
  const images = openedImages.get(entryKey(entry)) ?? new Map<string, string>()
  if (!images.has(path)) images.set(path, image)
  openedImages.set(entryKey(entry), images)
}

export function saveEvents(context: AdminContext) {
  async function preSave({ entry }: { entry: Entry }) {
    const dated = datedData(entry)
    const file = entryFile(entry.set('data', dated))
    const elsewhere = await savedElsewhere(entry, contentFile(file) ?? '')
    if (elsewhere) throw new Refusal(elsewhere)
    const problems = [...fileProblems(file, context, addedImages(entry)), ...(await amongAllFiles(file, addedImages(entry)))]
    const said = new Set<string>()
    const named = problems.map(({ field, message }) => ({
      path: field && formPath(field),
      message: field ? `${fieldTitle(fileSchema(file), field)} : ${message}` : message,
    }))
    // Next to its field as well as in the notice: a field no check of the form could mark (a passage of another file).
    markFields(named.filter((problem): problem is { path: string; message: string } => problem.path !== undefined))
    const lines = named.map(({ message }) => message).filter((line) => !said.has(line) && said.add(line))
    if (lines.length) throw new Refusal(lines.join(' ; '))
    return dated
  }

  /** With `npm run edit`, what the server finds in the file among all the others (../draft-check.ts); nothing otherwise. */
  async function amongAllFiles(file: EntryFile, images: string[]): Promise<FieldProblem[]> {
    if (!context.draftCheck) return []
    const response = await fetch(context.draftCheck, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...file, images }),
    })
    if (!response.ok) throw new Refusal(`vérification impossible (${response.status}) : le serveur de \`npm run edit\` répond-il encore?`)
    return (await response.json()) as FieldProblem[]
  }

  async function postSave({ entry }: { entry: Entry }) {
    // The images it added are on the site now: the next save, and the preview, find them there.
    for (const image of addedImages(entry)) if (!context.images.includes(image)) context.images.push(image)
    await noteSaved(entry)
    // The form shows the file as written (its pasted text tidied, its update date), not what was typed.
    const collection = store.getState().collections.get(String(entry.get('collection')))
    const slug = entry.get('slug')
    if (collection && typeof slug === 'string' && slug && entry.get('newRecord') !== true) await store.dispatch(loadEntry(collection, slug))
    const opened = openedImages.get(entryKey(entry))
    openedImages.delete(entryKey(entry))
    const data = entry.get('data')?.toJS() ?? {}
    for (const [path, before] of opened ?? []) {
      if (valueAt(data, path) === before || !context.images.includes(before)) continue
      // Kept when another entry still shows it (./image-users.ts).
      const removed = await removeFile(`${PUBLIC_DIR}${before}`).then(
        () => true,
        (error: unknown) => {
          if (!(error instanceof ImageInUse)) throw error
          return false
        },
      )
      if (removed) context.images.splice(context.images.indexOf(before), 1)
    }
  }

  return { preSave, postSave }
}
