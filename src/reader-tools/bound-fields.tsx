import { ChoiceGroup } from './ChoiceGroup'
import type { Draft } from './fragment'
import { fieldMessages, SIDE_BY_SIDE, STACKED } from '../ui/field-messages'
import { NumberField } from '../ui/NumberField'
import type { useToolForm } from './use-tool-form'

/** The draft's fields that hold text as typed, not a choice's key nor a box. */
type TextKey<D extends Draft> = { [K in keyof D]: string extends D[K] ? K : never }[keyof D] & string
/** The draft's fields that hold a choice's key. */
type ChoiceKey<D extends Draft> = { [K in keyof D]: D[K] extends string ? (string extends D[K] ? never : K) : never }[keyof D] & string

/**
 * A test's fields bound to its form (useToolForm): each shows the draft's value and writes it back, and a text field,
 * once judged, shows its error from `errors`. Ids are `<prefix>-<field>`.
 */
export function boundFields<D extends Draft>(form: ReturnType<typeof useToolForm<D>>, errors: Partial<Record<string, string>>, prefix: string) {
  return {
    text: <K extends TextKey<D>>(
      key: K,
      label: string,
      more: { help?: string | undefined; inputMode?: 'decimal' | 'text'; aligned?: boolean } = {},
    ) => {
      const id = `${prefix}-${key}`
      const error = form.isJudged(key) ? (errors[key] ?? null) : null
      return (
        <NumberField
          key={key}
          id={id}
          name={key}
          label={label}
          error={error}
          value={form.draft[key] as string}
          onChange={(value) => form.set(key, value as D[K])}
          onBlur={() => form.judge(key)}
          inputMode={more.inputMode}
          width="w-full max-w-40"
          className={more.aligned ? SIDE_BY_SIDE : STACKED}
          {...fieldMessages(id, { error, help: more.help })}
        />
      )
    },
    choice: <K extends ChoiceKey<D>>(key: K, legend: string, options: Readonly<Record<D[K] & string, string>>) => (
      <ChoiceGroup name={key} legend={legend} options={options} value={form.draft[key] as D[K] & string} onChange={(value) => form.set(key, value)} />
    ),
  }
}
