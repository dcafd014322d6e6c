import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react'
import { focusFirstError } from './focus'
import { FormCard } from './FormCard'

/**
 * A graded test's card: its form (`form`, from useToolForm), then its result, or what to enter for one (`waiting`).
 * Sent, the form judges every field and takes the focus to the first wrong one in `order`, or else to the result.
 * `name` names the heading and the result: calcul-<name>, resultat-<name>.
 */
export function TestCard({
  name,
  title,
  form,
  order,
  errors,
  result,
  waiting,
  children,
}: {
  name: string
  title: string
  form: { formRef: RefObject<HTMLFormElement | null>; judgeAll: () => void }
  order: readonly string[]
  errors: Partial<Record<string, string>>
  result: ReactNode
  waiting: ReactNode
  children: ReactNode
}) {
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.judgeAll()
    if (!focusFirstError(form.formRef.current, order, errors)) resultHeading.current?.focus()
  }
  const after = (
    <section aria-labelledby={`resultat-${name}`} className="mt-6 rounded-lg bg-slate-50 p-4 sm:p-5">
      <h3 id={`resultat-${name}`} ref={resultHeading} tabIndex={-1} className="text-lg font-bold text-ink">
        Votre résultat
      </h3>
      {result ?? <p className="mt-2 text-slate-700">{waiting}</p>}
    </section>
  )
  return (
    <FormCard id={`calcul-${name}`} title={title} formRef={form.formRef} onSubmit={submit} submit="Voir mon résultat" gap="gap-6" after={after}>
      {children}
    </FormCard>
  )
}
