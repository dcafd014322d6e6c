import type { FormEvent, ReactNode, RefObject } from 'react'
import { SubmitButton } from './SubmitButton'

/**
 * A tool's card: a heading that names its form, the form's fields, its submit button and what it says once sent
 * (`status`), then what follows the form in the card (`after`). `container`: the card is a size container for its fields.
 */
export function FormCard({
  id,
  title,
  formRef,
  onSubmit,
  submit,
  gap,
  container = false,
  status,
  after,
  children,
}: {
  id: string
  title: string
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent) => void
  submit: string
  gap: 'gap-4' | 'gap-6'
  container?: boolean
  status?: ReactNode
  after?: ReactNode
  children: ReactNode
}) {
  return (
    <div
      className={
        container ? '@container rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6' : 'rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6'
      }
    >
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={id} className={`mt-4 grid ${gap}`}>
        {children}
        <div>
          <SubmitButton>{submit}</SubmitButton>
        </div>
        {status}
      </form>
      {after}
    </div>
  )
}
