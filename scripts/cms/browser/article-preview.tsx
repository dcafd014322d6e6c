/**
 * Beside the form, the article as it will be published: the site's own component (src/components/article/
 * ArticleContent.tsx) on the text the build would render from the entry as it stands, under the site's stylesheet
 * (the context's `styles`). While a problem keeps the entry from being saved, the preview lists what to correct, as
 * the development server's page of a faulty file does.
 */
import { ArticleContent } from '../../../src/components/article/ArticleContent.tsx'
import { DisclaimerNotice } from '../../../src/components/DisclaimerNotice.tsx'
import { fieldTitle } from '../../../src/content/field-names.ts'
import { isOnSite, siteToday } from '../../../src/content/publication.ts'
import { articlePath } from '../../../src/site-pages.ts'
import type { AdminContext } from './context.ts'
import { addedImages, type Entry } from './decap.ts'
import { datedData, entryFile, fileSchema, renderedArticle } from './entry-checks.ts'

/** The props Decap gives a preview template. */
interface PreviewProps {
  entry: Entry
  getAsset: (path: string) => { toString(): string }
}

export function articlePreview(context: AdminContext) {
  return function ArticlePreview({ entry, getAsset }: PreviewProps) {
    // As it would be saved: its update date set, which the form does not show.
    const file = entryFile(entry.set('data', datedData(entry)))
    const { article, problems } = renderedArticle(file, context, addedImages(entry))
    if (!article) {
      const schema = fileSchema(file)
      return (
        <div className="container-page max-w-3xl py-12">
          <h1 className="text-3xl font-bold text-ink">
            Cette page ne peut pas s’afficher&nbsp;: {problems.length} {problems.length > 1 ? 'problèmes' : 'problème'} à corriger
          </h1>
          <ol className="mt-4 list-decimal space-y-3 pl-6 text-base text-slate-700">
            {problems.map(({ field, message }) => (
              <li key={`${field ?? ''}${message}`}>{field ? `${fieldTitle(schema, field)} : ${message}` : message}</li>
            ))}
          </ol>
        </div>
      )
    }
    // An image the entry adds is not on the site yet: the CMS holds it.
    const image = String(getAsset(article.image))
    const disclaimer = context.check && <DisclaimerNotice text={context.check.site.disclaimer} questionnaire={context.check.site.links['qaap']} />
    // The page on the site, once the entry is saved there: a new tab, the form left as it is.
    const saved = context.articles.find((other) => other.routeId === file.name)
    const online = saved?.canonicalId && saved.publishedAt && isOnSite({ ...saved, publishedAt: saved.publishedAt }, siteToday())
    return (
      <article className="pb-12">
        {online && (
          <p className="container-page max-w-3xl pt-4 text-sm">
            <a
              href={articlePath(saved.canonicalId ?? file.name)}
              target="_blank"
              rel="noopener"
              className="text-brand-700 underline underline-offset-2"
            >
              Voir la page en ligne (dernière version enregistrée)
            </a>
          </p>
        )}
        <ArticleContent article={{ ...article, image }} disclaimer={disclaimer} />
      </article>
    )
  }
}
