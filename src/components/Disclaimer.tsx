import site from 'virtual:content/site'

/** The medical disclaimer: educational only, consult a doctor. One text, from content/site.yaml. */
export function Disclaimer({ title = 'Avis important sur la santé' }: { title?: string }) {
  return (
    <aside aria-label={title} className="max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm leading-relaxed">{site.disclaimer}</p>
    </aside>
  )
}
