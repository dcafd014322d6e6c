import type { ReactNode } from 'react'

/** A notice of the log, in amber: a section named by its heading, `id` naming both and the tests' handle on it. */
export function Notice({ id, title, large = false, children }: { id: string; title: string; large?: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className={
        large
          ? 'rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6'
          : 'rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950'
      }
      data-testid={id}
    >
      <h2 id={id} className={large ? 'text-xl font-bold' : 'text-lg font-bold'}>
        {title}
      </h2>
      {children}
    </section>
  )
}
