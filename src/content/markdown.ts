/** Turns an editor's Markdown into safe HTML at build time; every problem found is reported, not thrown one by one. */
import { Marked, type Tokens } from 'marked'
import { formatBpmRange, isValidAge, maxHeartRate, percentLabel, ZONES, zoneBounds, type ZoneNumber } from '../heart-rate/zones.ts'
import type { Site, ZoneText } from './schema.ts'

export interface MarkdownContext {
  site: Site
  /** Every path a link may point to. */
  knownPaths: ReadonlySet<string>
  /** What the zones guide says of each zone, by zone number (the « Objectif » column of age tables). */
  zoneTexts: Readonly<Record<ZoneNumber, ZoneText>>
  /** Collects what is wrong; the caller names the file. */
  report: (message: string) => void
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A table that may scroll sideways on a phone: reachable by keyboard and named for screen readers. */
const scrollingTable = (label: string, table: string) =>
  `<div class="table-scroll" tabindex="0" role="region" aria-label="${escapeHtml(label)}">${table}</div>\n`

/** Text variables an editor may write as {{name}}. */
function variables(site: Site): Record<string, string> {
  return { site: site.name, courriel: site.email, domaine: new URL(site.baseUrl).host }
}

function substituteVariables(markdown: string, site: Site, report: (message: string) => void): string {
  const values = variables(site)
  return markdown.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (whole, name: string) => {
    const value = values[name]
    if (value !== undefined) return value
    report(`variable inconnue {{${name}}} (connues : ${Object.keys(values).map((v) => `{{${v}}}`).join(', ')})`)
    return whole
  })
}

/** Resolves lien:key and checks internal paths; returns null for a link that must not be published. */
function resolveHref(href: string, ctx: MarkdownContext): { href: string; external: boolean } | null {
  if (href.startsWith('lien:')) {
    const key = href.slice('lien:'.length)
    if (key === 'courriel') return { href: `mailto:${ctx.site.email}`, external: false }
    const url = ctx.site.links[key]
    if (url) return { href: url, external: true }
    ctx.report(`lien inconnu « ${href} » (clés de content/site.yaml : courriel, ${Object.keys(ctx.site.links).join(', ')})`)
    return null
  }
  if (href.startsWith('/')) {
    const path = href.replace(/[?#].*$/, '')
    if (!ctx.knownPaths.has(path)) ctx.report(`lien interne vers une page qui n’existe pas : ${href}`)
    return { href, external: false }
  }
  if (href.startsWith('#')) return { href, external: false }
  ctx.report(`lien « ${href} » refusé : utilisez un chemin interne (/…) ou un lien nommé (lien:clé)`)
  return null
}

function ageTable(source: string, ctx: MarkdownContext): string {
  const ages = source.split(',').map((part) => Number(part.trim()))
  if (ages.some((age) => !Number.isInteger(age) || !isValidAge(age))) {
    ctx.report(`bloc zones-par-age invalide « ${source.trim()} » : des âges entiers entre 15 et 100 séparés par des virgules sont attendus`)
    return ''
  }
  const head = ['Zone', '% de la FCM', ...ages.map((age) => `${age} ans (FCM ${maxHeartRate(age)})`), 'Objectif']
  const rows = ZONES.map((zone) => [
    `${zone.number}. ${zone.name}`,
    percentLabel(zone),
    ...ages.map((age) => {
      const { minBpm, maxBpm } = zoneBounds(zone, maxHeartRate(age))
      return formatBpmRange(minBpm, maxBpm)
    }),
    ctx.zoneTexts[zone.number].goal,
  ])
  const cells = (values: string[], tag: 'th' | 'td') =>
    values.map((value, i) => (tag === 'td' && i === 0 ? `<th scope="row">${escapeHtml(value)}</th>` : `<${tag}${tag === 'th' ? ' scope="col"' : ''}>${escapeHtml(value)}</${tag}>`)).join('')
  const caption = `Zones cardiaques de ${ages.join(', ').replace(/, (\d+)$/, ' et $1')} ans`
  return scrollingTable(
    caption,
    `<table class="zones-age"><caption>${escapeHtml(caption)}</caption>` +
      `<thead><tr>${cells(head, 'th')}</tr></thead>` +
      `<tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`,
  )
}

export function renderMarkdown(markdown: string, ctx: MarkdownContext): string {
  const marked = new Marked({ gfm: true, async: false })
  marked.use({
    // Bare addresses are not turned into links: external links go through lien:clé so that site.yaml stays their only source.
    tokenizer: { url: () => undefined },
    walkTokens(token) {
      if (token.type === 'html') ctx.report(`HTML brut interdit dans le Markdown : « ${token.raw.trim().slice(0, 60)} »`)
      if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) ctx.report(`titre de niveau 1 interdit (« # ${(token as Tokens.Heading).text} ») : le titre de la page est déjà le H1, commencez par ##`)
    },
    renderer: {
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens)
        const resolved = resolveHref(href, ctx)
        if (!resolved) return inner
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : ''
        const target = resolved.external ? ' target="_blank" rel="noopener noreferrer"' : ''
        return `<a href="${escapeHtml(resolved.href)}"${titleAttr}${target}>${inner}</a>`
      },
      image({ href }: Tokens.Image) {
        ctx.report(`image dans le corps refusée (${href}) : l’image d’un article se déclare dans le champ image`)
        return ''
      },
      code({ text: source, lang }: Tokens.Code) {
        if (lang === 'zones-par-age') return ageTable(source, ctx)
        return `<pre><code>${escapeHtml(source)}</code></pre>\n`
      },
      table(token: Tokens.Table) {
        const header = token.header.map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`).join('')
        const body = token.rows.map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`).join('')
        const label = `Tableau : ${token.header.map((cell) => cell.text.replace(/[*_`]/g, '')).join(', ')}`
        return scrollingTable(label, `<table><thead><tr>${header}</tr></thead><tbody>${body}</tbody></table>`)
      },
    },
  })
  return marked.parse(substituteVariables(markdown, ctx.site, ctx.report)) as string
}
