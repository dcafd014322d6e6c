import type { Draft, NumberField } from './calculator-draft'
import type { ValueWarnings } from './value-warnings'

/** What the options see of the calculator's state, and how they change it. */
export interface OptionProps {
  draft: Draft
  update: (change: Partial<Draft>) => void
  settle: () => void
  errors: Record<NumberField, string | null>
  /** Values accepted that deserve a word (value-warnings.ts). */
  warnings: ValueWarnings
  /** A measured maximum is in use: it replaces the formula, whose list is then disabled. */
  maxMeasured: boolean
}
