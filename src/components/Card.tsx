import type { ReactNode } from 'react'

/** A bordered card with a title (level 3) and its text; `eyebrow` is a short label above the title. */
export function Card({ title, eyebrow, children }: { title: string; eyebrow?: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-6">
      {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
      <h3 className="mt-1 text-lg font-bold text-ink">{title}</h3>
      {children}
    </div>
  )
}
