/** Boxes to tick under a legend, each on or off: what applied to the reader's session. */
export function CheckboxGroup<K extends string>({
  legend,
  options,
  checked,
  onChange,
}: {
  legend: string
  options: Readonly<Record<K, string>>
  checked: (key: K) => boolean
  onChange: (key: K, value: boolean) => void
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      {(Object.keys(options) as K[]).map((key) => (
        <label key={key} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
          <input
            type="checkbox"
            name={key}
            checked={checked(key)}
            onChange={(event) => onChange(key, event.target.checked)}
            className="size-5 shrink-0 accent-brand-700"
          />
          {options[key]}
        </label>
      ))}
    </fieldset>
  )
}
