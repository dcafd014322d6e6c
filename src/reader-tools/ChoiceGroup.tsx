/** A set of radio buttons under a legend: one choice among a test's options, each with its words. */
export function ChoiceGroup<K extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string
  legend: string
  options: Readonly<Record<K, string>>
  value: K
  onChange: (value: K) => void
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      {(Object.keys(options) as K[]).map((key) => (
        <label key={key} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
          <input
            type="radio"
            name={name}
            value={key}
            checked={value === key}
            onChange={() => onChange(key)}
            className="size-5 shrink-0 accent-brand-700"
          />
          {options[key]}
        </label>
      ))}
    </fieldset>
  )
}
