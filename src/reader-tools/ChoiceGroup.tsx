import type { ReactElement } from 'react'

/** Each option's radio button or box. */
const INPUT_CLASS = 'size-5 shrink-0 accent-brand-700'

/** What every group of options shows: a legend, then each option's words, by its key. */
interface OptionListProps<K extends string> {
  legend: string
  options: Readonly<Record<K, string>>
}

/** Options under a legend, each its input (a radio button or a box) before its words. */
function OptionList<K extends string>({ legend, options, input }: OptionListProps<K> & { input: (key: K) => ReactElement }) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      {(Object.keys(options) as K[]).map((key) => (
        <label key={key} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
          {input(key)}
          {options[key]}
        </label>
      ))}
    </fieldset>
  )
}

/** A set of radio buttons under a legend: one choice among a test's options, each with its words. */
export function ChoiceGroup<K extends string>({
  name,
  value,
  onChange,
  ...list
}: OptionListProps<K> & { name: string; value: K; onChange: (value: K) => void }) {
  return (
    <OptionList
      {...list}
      input={(key) => <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} className={INPUT_CLASS} />}
    />
  )
}

/** Boxes to tick under a legend, each on or off: what applied to the reader's session. */
export function CheckboxGroup<K extends string>({
  checked,
  onChange,
  ...list
}: OptionListProps<K> & { checked: (key: K) => boolean; onChange: (key: K, value: boolean) => void }) {
  return (
    <OptionList
      {...list}
      input={(key) => (
        <input type="checkbox" name={key} checked={checked(key)} onChange={(event) => onChange(key, event.target.checked)} className={INPUT_CLASS} />
      )}
    />
  )
}
