/**
 * A form's values in the address's fragment (#fin=172&une=146), so that a result can be shared and reopened while
 * no server ever receives them: browsers send neither the fragment nor, in the Referer, anything after the path.
 * What the form does with them, and when, is use-tool-form.ts's; this says how they are read and written.
 */
import type { Address } from '../browser/address'

/** A form's values: text as typed, a choice's key, a box ticked or not. */
export type Draft = Record<string, string | boolean>

/** How each value of a draft is named in the fragment, and which texts a choice accepts. */
export type FragmentSpec<D extends Draft> = { [K in keyof D]: { param: string; accept?: (raw: string) => boolean } }

/** What an address gives a form. */
export interface AddressReading<D extends Draft, I> {
  /** The values it holds; null when it holds none (no fragment, or an anchor such as « #contenu »). */
  values: Partial<D> | null
  /** Values it held that the form cannot use, to be named to the visitor. */
  ignored: I[]
  /** The address to put in its place at once (values moved or dropped), or null when it needs none. */
  rewrite: Address | null
  /** Its values as `write` puts them, to tell whether it already says what the fields say. */
  written: string
}

/**
 * How a form's values live in the address: what it reads from one, and the fragment it writes for a draft (« #… »,
 * or '' for none), or null while the fields are not to be passed on (the calculator's, while a value is not valid):
 * the address then keeps what it holds. `I`: how a value the form cannot use is named (a test drops them).
 */
export interface FormAddress<D extends Draft, I = never> {
  read: (address: Address, initial: D) => AddressReading<D, I>
  write: (draft: D, initial: D) => string | null
}

const paramsOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''))

/** Whether a fragment holds any of the test's values (and is not, say, a link to a heading of the page). */
function holdsValues<D extends Draft>(hash: string, spec: FragmentSpec<D>): boolean {
  const params = paramsOf(hash)
  return Object.values<{ param: string }>(spec).some(({ param }) => params.has(param))
}

/** The values a fragment gives: texts as they are (the form shows and judges them), choices it accepts, boxes ticked. */
function readFragment<D extends Draft>(hash: string, initial: D, spec: FragmentSpec<D>): Partial<D> {
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
function writeFragment<D extends Draft>(draft: D, initial: D, spec: FragmentSpec<D>): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(spec) as (keyof D & string)[]) {
    const value = draft[key]
    if (value === initial[key] || value === '') continue
    params.set(spec[key].param, value === true ? '1' : String(value))
  }
  const text = params.toString()
  return text ? `#${text}` : ''
}

/**
 * A test's values in the fragment, each under its name in `spec`: read as they are (a value a choice does not accept
 * is left out), written as typed. A fragment that holds none of them is not the test's, and is left alone.
 */
export function fragmentAddress<D extends Draft>(spec: FragmentSpec<D>): FormAddress<D> {
  return {
    read: ({ hash }, initial) => {
      const holds = holdsValues(hash, spec)
      return { values: holds ? readFragment(hash, initial, spec) : null, ignored: [], rewrite: null, written: holds ? hash : '' }
    },
    write: (draft, initial) => writeFragment(draft, initial, spec),
  }
}
