import type { ReactNode } from 'react'
import { Section } from './Section'

/** A test's scale as a table: each range and the grade it gets, from the test's own arithmetic. */
export function GradeTable({ caption, measure, rows }: { caption: string; measure: string; rows: readonly { range: string; label: string }[] }) {
  return (
    <table className="table-stack mt-4">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{measure}</th>
          <th scope="col">Résultat</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.range}</th>
            <td data-label="Résultat">{row.label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** « Lire votre résultat »: a graded test's scale, then what the page says of reading it. */
export function ReadingTheResult({ children, ...table }: Parameters<typeof GradeTable>[0] & { children: ReactNode }) {
  return (
    <Section id="lire-resultat" title="Lire votre résultat">
      <GradeTable {...table} />
      {children}
    </Section>
  )
}
