import type { FurtherReading as Reading } from '../content/schema'
import { articlePath } from '../site-pages'
import { Section } from './Section'

/** The articles a page suggests reading next (chosen in the page's YAML): title and excerpt, light to load. */
export function FurtherReading({ reading }: { reading: Reading }) {
  return (
    <Section id="pour-aller-plus-loin" title={reading.title} className="max-w-3xl print:hidden">
      <ul className="mt-6 grid gap-4">
        {reading.articles.map((article) => (
          <li key={article.routeId} className="rounded-xl border border-slate-200 p-5">
            <a href={articlePath(article.canonicalId)} className="text-lg font-bold text-ink underline-offset-2 hover:text-brand-700 hover:underline">
              {article.title}
            </a>
            <p className="mt-1 text-slate-700">{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
