import type { ReactNode } from 'react'

interface Props {
  /** Id of the heading, which names the section for assistive technologies. */
  id: string
  title: string
  lead?: string
  className?: string
  /** Heading style; the site's section title by default. */
  titleClassName?: string
  leadClassName?: string
  children?: ReactNode
}

/** A section of a page: a level-2 heading that names it, an optional lead (its paragraphs apart by a blank line), then its content. */
export function Section({ id, title, lead, className, titleClassName = 'section-title', leadClassName = 'text-slate-700', children }: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {lead?.split(/\n\s*\n/u).map((paragraph) => (
        <p key={paragraph} className={`mt-3 max-w-3xl text-lg ${leadClassName}`}>
          {paragraph}
        </p>
      ))}
      {children}
    </section>
  )
}
