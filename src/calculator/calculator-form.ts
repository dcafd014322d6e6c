/**
 * The calculator's form, as use-tool-form.ts keeps it: its values in the address as url-state.ts reads and writes
 * them (values it cannot use named and dropped, an older link's query moved to the fragment); every field judged but
 * the one being typed, until the visitor pauses or leaves it; the address following the fields once every value is
 * valid, and taking them back at once from an anchor followed within the page.
 */
import type { FormSpec, useToolForm } from '../reader-tools/use-tool-form'
import { passable, readDraft, toDraft, type Draft } from './calculator-draft'
import { readAddress, writeState, type IgnoredValue } from './url-state'

/** A field is judged once the visitor leaves it or stops typing this long, not at each keystroke. */
const PAUSE_MS = 1200

export const CALCULATOR_FORM: FormSpec<Draft, IgnoredValue> = {
  address: {
    read: (address) => {
      const { input, choices, ignored, rewrite, cleanState } = readAddress(address)
      // Values it could not use count: the fields then fall back to the defaults, and the notice says why.
      return { values: cleanState || ignored.length ? toDraft(input, choices) : null, ignored, rewrite, written: `#${writeState(input, choices)}` }
    },
    // Only once every value is valid: the address keeps the last valid values till then.
    write: (draft) => {
      const reading = readDraft(draft)
      return passable(reading) ? `#${writeState(reading.input, reading.choices)}` : null
    },
  },
  restoresAfterAnchor: true,
  pause: PAUSE_MS,
}

/** The calculator's form, as the hook gives it. */
export type CalculatorForm = ReturnType<typeof useToolForm<Draft, IgnoredValue>>
