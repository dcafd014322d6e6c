import type { FurtherReading as Reading } from '../content/schema'
import { ArticleCard } from './ArticleCard'
import { Section } from './Section'

/** The articles a page suggests reading next, as cards (chosen in the page's YAML). */
export function FurtherReading({ reading }: { reading: Reading }) {
  return (
    <Section id="pour-aller-plus-loin" title={reading.title} className="print:hidden">
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reading.articles.map((article) => (
          <ArticleCard key={article.routeId} article={article} />
        ))}
      </div>
    </Section>
  )
}
