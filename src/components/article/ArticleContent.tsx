import type { ReactNode } from 'react'
import type { ArticleDraft } from '../../content/checks'
import { ARTICLE_IMAGE_SIZE, SMALL_IMAGE_WIDTH, smallImage } from '../../content/images'
import { reviewedBy } from '../../content/reviewer'
import type { Crumb } from '../../seo/metadata'
import { articlePath, PAGE_PLACES, pagePath } from '../../site-pages'
import { Breadcrumbs } from '../Breadcrumbs'
import { CategoryLabel } from '../CategoryLabel'
import { FormattedDate } from '../FormattedDate'
import { Sources } from './Sources'
import { TableOfContents } from './TableOfContents'

/** An article's place in the site, for its breadcrumb: « Articles », then the article at `path`. */
export const articleCrumbs = (article: Pick<ArticleDraft, 'title'>, path: string): Crumb[] => [
  { name: 'Articles', path: pagePath('articles') },
  { name: article.title, path },
]

/**
 * An article as its page shows it, from its breadcrumb to its closing call to action: on the site's page
 * (src/pages/article.tsx, with its metadata and related articles around it) and in the CMS's preview of the entry
 * being written (scripts/cms/browser/article-preview.tsx). `disclaimer` is the medical notice, after the text.
 */
export function ArticleContent({ article, disclaimer }: { article: ArticleDraft; disclaimer: ReactNode }) {
  return (
    <>
      <header className="container-page max-w-3xl pt-8 sm:pt-12">
        <Breadcrumbs trail={articleCrumbs(article, articlePath(article.canonicalId))} />
        <p className="mt-6">
          <CategoryLabel category={article.category} />
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{article.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Publié le <FormattedDate date={article.publishedAt} /> · Dernière révision&nbsp;: <FormattedDate date={article.reviewedAt} />
          {article.reviewer && <> · {reviewedBy(article.reviewer)}</>} · Lecture&nbsp;: {article.readingMinutes}&nbsp;min · {article.author}
        </p>
        <p className="mt-6 text-xl leading-relaxed text-slate-700">{article.intro}</p>
      </header>
      {/* An illustration drawn for the screen, dark and ink-heavy; it says nothing the text does not: not printed. */}
      <figure className="container-page mt-8 max-w-4xl print:hidden">
        <img
          src={article.image}
          srcSet={`${smallImage(article.image)} ${SMALL_IMAGE_WIDTH}w, ${article.image} ${ARTICLE_IMAGE_SIZE.width}w`}
          sizes="(min-width: 896px) 848px, 100vw"
          alt={article.imageAlt}
          width={ARTICLE_IMAGE_SIZE.width}
          height={ARTICLE_IMAGE_SIZE.height}
          fetchPriority="high"
          className="aspect-video w-full rounded-2xl object-cover"
        />
      </figure>
      <div className="container-page mt-10 max-w-3xl">
        <TableOfContents headings={article.headings} title="Dans cet article" />
        <div className="prose-content prose-centered mt-10" dangerouslySetInnerHTML={{ __html: article.html }} />
        <div className="mt-12">{disclaimer}</div>
        <Sources article={article} />
        {/* The closing call to action is a button to press: of no use on paper. */}
        <aside aria-labelledby={PAGE_PLACES.callToAction} className="dark-surface mt-10 rounded-2xl bg-ink p-8 text-white print:hidden">
          <h2 id={PAGE_PLACES.callToAction} className="text-2xl font-bold">
            {article.cta.title}
          </h2>
          <p className="mt-3 text-slate-200">{article.cta.text}</p>
          <a href={article.cta.href} className="button-primary mt-6">
            {article.cta.label}
          </a>
        </aside>
      </div>
    </>
  )
}
