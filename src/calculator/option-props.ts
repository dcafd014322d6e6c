import type { NumberField } from './calculator-draft'
import type { CalculatorForm } from './calculator-form'

/** What the options see of the calculator's form (calculator-form.ts), and how they change it. */
export interface OptionProps {
  /** The fields as typed, a value to set, a field the visitor left (it is judged now). */
  form: Pick<CalculatorForm, 'draft' | 'set' | 'judge'>
  errors: Record<NumberField, string | null>
}
