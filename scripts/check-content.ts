// Checks content/ before the build, so that an editor's mistake is reported plainly, file and field named.
import { ContentError, loadContent } from '../src/content/load.ts'

try {
  const { articles, markdownPages } = loadContent(process.cwd())
  console.log(`Contenu vérifié : ${articles.length} articles, ${markdownPages.length} pages en Markdown.`)
  for (const article of articles) {
    console.log(`  ${String(article.proseWords).padStart(5)} mots de prose, ${article.sources.length} sources  ${article.routeId}`)
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
