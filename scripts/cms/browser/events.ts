/**
 * What happens when an entry is saved. Before: its data as it will be written (./entry-checks.ts savedData: cleaned,
 * text pasted from a word processor tidied), its update date set to today, and every check of the build run once
 * more on the whole file: a problem no field could show (a reference cited otherwise than
 * src/content/shared-sources.ts gives it, a zone given twice) refuses the save, named in French; with `npm run edit`,
 * the server checks the file among all the others too (a passage pasted from another file). After: an image the
 * entry no longer uses, and no other article does, is removed from public/.
 */
import { fromJS, type Map as ImmutableMap } from 'immutable'
import { fieldTitle, schemaOfFile } from '../../../src/content/field-names.ts'
import type { FieldProblem } from '../../../src/content/problems.ts'
import { isPublished, siteToday } from '../../../src/content/publication.ts'
import type { AdminContext } from './context.ts'
import { addedImages, removeFile, type Entry } from './decap.ts'
import { contentFile, entryFile, fileProblems, savedData, valueAt, type EntryFile } from './entry-checks.ts'
import { PUBLIC_DIR, UPDATE_DATE_FIELDS } from '../form-conventions.ts'

/** A refusal as Decap shows it, after « Enregistrement refusé : » (ui.toast.onFailToPersist): its words only. */
class Refusal extends Error {
  override toString() {
    return this.message
  }
}

/** Today, or the publication date of an article published later (its update cannot come before it). */
function updateDate(file: EntryFile): string {
  const today = siteToday()
  const published = file.data.publishedAt
  return typeof published === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(published) && !isPublished({ publishedAt: published }, today) ? published : today
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
    const data = savedData(entry)
    const path = UPDATE_DATE_FIELDS[String(entry.get('collection'))]?.split('.')
    const saved = fromJS(data) as ImmutableMap<string, unknown>
    const dated = path ? saved.setIn(path, updateDate(entryFile(entry))) : saved
    const file = entryFile(entry.set('data', dated))
    const problems = [...fileProblems(file, context, addedImages(entry)), ...(await amongAllFiles(file, addedImages(entry)))]
    const said = new Set<string>()
    const lines = problems
      .map(({ field, message }) => (field ? `${fieldTitle(schemaOfFile(contentFile(file) ?? ''), field)} : ${message}` : message))
      .filter((line) => !said.has(line) && said.add(line))
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
    const opened = openedImages.get(entryKey(entry))
    openedImages.delete(entryKey(entry))
    const data = entry.get('data')?.toJS() ?? {}
    for (const [path, before] of opened ?? []) {
      if (valueAt(data, path) === before) continue
      const stillUsed = context.articles.some((article) => article.routeId !== entry.get('slug') && article.image === before)
      if (!stillUsed && context.images.includes(before)) await removeFile(`${PUBLIC_DIR}${before}`)
    }
  }

  return { preSave, postSave }
}
