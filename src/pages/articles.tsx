import type { ArticleCard as ArticleCardData, PageContent } from '../content/schema'
import { ArticleCard } from '../components/ArticleCard'
import { LinkedWords } from '../components/LinkedWords'
import { InnerPage } from '../components/InnerPage'
import { Section } from '../components/Section'
import { placeId } from '../content/place-id'
import { pageCrumb } from '../components/crumbs'
import { GLOSSARY, markdownPagePath, pagePath } from '../site-pages'

/** The words of the lead that name the tools page and the glossary, made links to them. */
const pageLink = (to: string) => (words: string) => (
  <a href={to} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
    {words}
  </a>
)

/** /articles: every article, by category, newest first. */
export default function ArticlesPage({ content, articles }: { content: PageContent<'articles'>; articles: ArticleCardData[] }) {
  return (
    <InnerPage
      crumb={pageCrumb('articles')}
      meta={content.meta}
      title={content.title}
      lead={
        <LinkedWords
          text={content.lead}
          links={[
            { words: content.toolsLink, link: pageLink(pagePath('outils')) },
            { words: content.glossaryLink, link: pageLink(markdownPagePath(GLOSSARY)) },
          ]}
        />
      }
    >
      {/* The themes the lead invites the reader to choose from: each a link to its section below. */}
      <nav aria-label="Thèmes des articles" className="-mt-6">
        <ul className="flex flex-wrap gap-3">
          {content.categories.map((category) => (
            <li key={category.name}>
              <a
                href={`#${placeId(category.name)}`}
                className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-700 hover:border-brand-700 hover:text-brand-800"
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {content.categories.map((category, index) => (
        <Section key={category.name} id={placeId(category.name)} title={category.name} lead={category.description} leadClassName="text-slate-700">
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {articles
              .filter((article) => article.category === category.name)
              .map((article, rank) => (
                <ArticleCard key={article.routeId} article={article} first={index === 0 && rank === 0} />
              ))}
          </div>
        </Section>
      ))}
    </InnerPage>
  )
}
