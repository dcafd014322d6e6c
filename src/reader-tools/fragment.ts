/**
 * A test's values in the address's fragment (#fin=172&une=146), so that a result can be shared and reopened while
 * no server ever receives them: browsers send neither the fragment nor, in the Referer, anything after the path.
 * Written in place (no history entry, no request); read once the page has hydrated, and again when the fragment
 * changes under the page (a shared link opened in the same tab, Back).
 */
import { replaceAddress } from '../browser/address'

/** A form's values: text as typed, a choice's key, a box ticked or not. */
export type Draft = Record<string, string | boolean>

/** How each value of a draft is named in the fragment, and which texts a choice accepts. */
export type FragmentSpec<D extends Draft> = { [K in keyof D]: { param: string; accept?: (raw: string) => boolean } }

const paramsOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''))

/** Whether a fragment holds any of the test's values (and is not, say, a link to a heading of the page). */
export function holdsValues<D extends Draft>(hash: string, spec: FragmentSpec<D>): boolean {
  const params = paramsOf(hash)
  return Object.values<{ param: string }>(spec).some(({ param }) => params.has(param))
}

/** The values a fragment gives: texts as they are (the form shows and judges them), choices it accepts, boxes ticked. */
export function readFragment<D extends Draft>(hash: string, initial: D, spec: FragmentSpec<D>): Partial<D> {
  const params = paramsOf(hash)
  const values: Partial<D> = {}
  for (const key of Object.keys(spec) as (keyof D & string)[]) {
    const { param, accept } = spec[key]
    const raw = params.get(param)
    if (raw === null) continue
    if (typeof initial[key] === 'boolean') values[key] = (raw === '1') as D[typeof key]
    else if (!accept || accept(raw)) values[key] = raw as D[typeof key]
  }
  return values
}

/** The fragment for a draft: only what differs from the empty form, « #… », or '' when nothing does. */
export function writeFragment<D extends Draft>(draft: D, initial: D, spec: FragmentSpec<D>): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(spec) as (keyof D & string)[]) {
    const value = draft[key]
    if (value === initial[key] || value === '') continue
    params.set(spec[key].param, value === true ? '1' : String(value))
  }
  const text = params.toString()
  return text ? `#${text}` : ''
}

/** Puts `fragment` in the address in place of the test's values, if it differs; a fragment that is not the test's stays. */
export function replaceFragment<D extends Draft>(fragment: string, spec: FragmentSpec<D>) {
  const { search, hash } = window.location
  if (hash === fragment || (!fragment && !holdsValues(hash, spec))) return
  replaceAddress({ search, hash: fragment })
}
