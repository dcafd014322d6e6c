/**
 * Two tabs, or two editors, on one entry: the second save would silently write over the first. Each save first reads
 * the entry's file through the CMS's backend (decap-server with `npm run edit`, the Git host otherwise) and compares
 * it with the text the form was opened on (kept with a working copy too: patches/decap-cms-core+3.19.1.patch), or
 * with what this tab itself last wrote there. If someone else has saved it since, the save is refused and the fields
 * they changed are named: nothing is written over their work, and the editor's own stays in the form.
 */
import { currentBackend } from 'decap-cms-core/dist/esm/backend.js'
import { store } from 'decap-cms-core/dist/esm/redux/index.js'
import { createEntry } from 'decap-cms-core/dist/esm/valueObjects/Entry.js'
import { fieldTitle, schemaOfFile } from '../../../src/content/field-names.ts'
import type { Entry, Field } from './decap.ts'

/** What this tab last wrote to each file, and the text the form had been opened on then. */
const written = new Map<string, { opened: string; text: string }>()

/** The path of an entry's file, for an entry that has one already (not a new entry). */
function savedPath(entry: Entry): string | undefined {
  const path = entry.get('path')
  return typeof path === 'string' && path && entry.get('newRecord') !== true ? path : undefined
}

/** The file's text when the form was opened on it (or, for a working copy taken back, when it was taken). */
function openedText(entry: Entry): string | undefined {
  const original = entry.get('original') ?? entry.get('raw')
  return typeof original === 'string' && savedPath(entry) ? original : undefined
}

/** What the file holds now, through the backend; undefined if it cannot be read (deleted, or the backend is down). */
async function fileText(path: string): Promise<string | undefined> {
  try {
    const { data } = await currentBackend(store.getState().config).implementation.getEntry(path)
    return typeof data === 'string' ? data : undefined
  } catch {
    return undefined
  }
}

/** The text an entry's file should hold if nobody else has saved it: this tab's last save, or the text opened. */
export function expectedText(entry: Entry): string | undefined {
  const opened = openedText(entry)
  const path = savedPath(entry)
  const last = path ? written.get(path) : undefined
  return last && last.opened === opened ? last.text : opened
}

/** The fields whose values differ between two texts of an entry's file, by their French titles. */
function changedFields(entry: Entry, before: string, after: string, file: string): string[] {
  const { collections } = store.getState()
  const collection = collections.get(String(entry.get('collection')))
  const format = currentBackend(store.getState().config).entryWithFormat(collection)
  const dataOf = (raw: string) => format(createEntry(String(entry.get('collection')), '', savedPath(entry), { raw })).data
  const [old, now] = [dataOf(before), dataOf(after)]
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])]
  // The Markdown text is no field of the schemas: its label is the form's.
  const fields = collection?.get('fields') as { find(test: (field: Field) => boolean): Field | undefined } | undefined
  const bodyLabel = fields?.find((field) => field.get('name') === 'body')?.get('label')
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => (key === 'body' && typeof bodyLabel === 'string' ? bodyLabel : fieldTitle(schemaOfFile(file), key)))
}

/**
 * Why the entry cannot be saved over its file, or undefined if it can: the file has changed since the form was
 * opened (another tab, another editor), or has been removed.
 */
export async function savedElsewhere(entry: Entry, file: string): Promise<string | undefined> {
  const path = savedPath(entry)
  const expected = expectedText(entry)
  if (!path || expected === undefined) return undefined
  const now = await fileText(path)
  if (now === expected) return undefined
  const advice =
    'rien n’a été écrit. Vos changements restent dans ce formulaire : copiez-les, rechargez la page (sans reprendre la copie de travail) pour voir la version enregistrée, puis reportez-les.'
  if (now === undefined) return `ce fichier a été supprimé ou ne peut pas être lu depuis que vous l’avez ouvert; ${advice}`
  const fields = changedFields(entry, expected, now, file)
  const named = fields.length ? ` (${fields.length > 1 ? 'champs changés' : 'champ changé'} : ${fields.join(', ')})` : ''
  return `ce fichier a été enregistré ailleurs, dans un autre onglet ou par une autre personne, depuis que vous l’avez ouvert${named}; ${advice}`
}

/** After a save, what the file now holds: the text the next save of this tab expects. */
export async function noteSaved(entry: Entry): Promise<void> {
  const path = savedPath(entry)
  const opened = openedText(entry)
  if (!path || opened === undefined) return
  const text = await fileText(path)
  if (text === undefined) written.delete(path)
  else written.set(path, { opened, text })
}
