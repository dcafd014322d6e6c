/**
 * What the development server shows in place of a page whose content file has problems: every problem at once, in
 * French, each field named as the CMS form names it and as the file does, with where to correct it. The other pages
 * are served as usual (scripts/content-plugin.ts); this one comes back by itself once its file is right.
 */
import { escapeHtml } from '../src/content/markdown-tables.ts'
import { fieldName, type ContentProblem } from '../src/content/problems.ts'
import { LANGUAGE } from '../src/locale.ts'
import { articlePath, markdownPagePath, pagePath, PAGES, type PageName } from '../src/site-pages.ts'
import { ADMIN_PATH } from './cms/decap-config.ts'

const PAGE_NAMES: readonly string[] = PAGES.map((page) => page.name)

/** What a content file is, for the CMS: its collection and entry; null for a file the form does not edit. */
function entryOf(file: string): { collection: string; entry: string } | null {
  const [, folder, name] = /^content\/(articles|legal|pages)\/([^/]+)\.(?:md|yaml)$/.exec(file) ?? []
  if (folder && name) return { collection: folder, entry: name }
  return file === 'content/site.yaml' ? { collection: 'site', entry: 'site' } : null
}

/**
 * The addresses of the pages a file's problems keep from showing: an article's two addresses, a page's, a legal
 * page's; every page for site.yaml and any other file, which every page may show.
 */
function pagesOf(file: string, canonicalIds: ReadonlyMap<string, string>): string[] | 'all' {
  const [, folder, name = ''] = /^content\/(articles|legal|pages)\/([^/]+)\.(?:md|yaml)$/.exec(file) ?? []
  if (folder === 'articles') return [articlePath(name), articlePath(canonicalIds.get(name) ?? name)]
  if (folder === 'legal') return [markdownPagePath(name)]
  if (folder === 'pages' && PAGE_NAMES.includes(name)) return [pagePath(name as PageName)]
  return 'all'
}

/** The problems that keep the page at `path` from showing; all of them when no content at all can be shown. */
export function problemsOfPage(
  path: string,
  problems: readonly ContentProblem[],
  canonicalIds: ReadonlyMap<string, string>,
  siteShown: boolean,
): ContentProblem[] {
  if (!siteShown) return [...problems]
  const page = path.length > 1 ? path.replace(/\/$/, '') : path
  return problems.filter((problem) => {
    const pages = pagesOf(problem.file, canonicalIds)
    return pages === 'all' || pages.includes(page)
  })
}

const item = ({ file, field, message }: ContentProblem) =>
  `<li>${field ? `<strong>${escapeHtml(fieldName(file, field))}</strong> : ` : ''}${escapeHtml(message)}</li>`

function fileSection(file: string, problems: readonly ContentProblem[]): string {
  const entry = entryOf(file)
  const link = entry
    ? `<p><a href="${ADMIN_PATH}#/collections/${entry.collection}/entries/${entry.entry}">Ouvrir dans l’interface de rédaction</a></p>`
    : ''
  return `<section><h2><code>${escapeHtml(file)}</code></h2>${link}<ul>${problems.map(item).join('')}</ul></section>`
}

/** The page: the problems grouped by file, and how to correct them. */
export function problemPage(problems: readonly ContentProblem[]): string {
  const files = [...new Set(problems.map((problem) => problem.file))]
  const count = `${problems.length} problème${problems.length > 1 ? 's' : ''}`
  return `<!doctype html>
<html lang="${LANGUAGE}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>À corriger : ${count}</title>
<script type="module" src="/@vite/client"></script>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1e293b }
h1 { font-size: 1.5rem } h2 { font-size: 1.1rem; margin-top: 2rem } li { margin: .5rem 0 } code { font-size: .95em }
.aide { background: #fef3c7; border-left: 4px solid #d97706; padding: .75rem 1rem }
</style>
</head>
<body>
<main>
<h1>Cette page ne peut pas s’afficher : ${count} à corriger</h1>
<p class="aide">Corrigez chaque champ nommé ci-dessous, dans l’interface de rédaction ou dans le fichier (le nom entre
parenthèses est celui du champ dans le fichier), puis enregistrez : cette page se recharge d’elle-même. Les autres
pages du site restent visibles en attendant; la construction du site (<code>npm run build</code>) refuse ces fichiers
tant qu’ils ne sont pas corrigés.</p>
${files
  .map((file) =>
    fileSection(
      file,
      problems.filter((problem) => problem.file === file),
    ),
  )
  .join('\n')}
</main>
</body>
</html>
`
}
