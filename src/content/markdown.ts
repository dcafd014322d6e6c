/** Turns an editor's Markdown into safe HTML at build time; every problem found is reported, not thrown one by one. */
import { Marked, type Token, type Tokens } from 'marked'
import type { ZoneNumber } from '../heart-rate/zones.ts'
import { includeBlocks, withoutInclusions } from './blocks.ts'
import { LINK_DISCLOSURE, LINK_REL } from './link-kinds.ts'
import { ageTable, escapeHtml, stackingTable } from './markdown-tables.ts'
import { placeId } from './place-id.ts'
import type { Site, ZoneText } from './schema.ts'
import { frenchSpacing } from './typography.ts'
import { expandReferences, registerHtml, triageHtml, type Rule } from './rules-register.ts'
import { siteVariables, substituteVariables } from './variables.ts'

export interface MarkdownContext {
  site: Site
  /** Why a link to a path of the site would lead nowhere (../article-index.ts deadLink), or null. */
  deadLink: (path: string) => string | null
  /** The address a link to a path of the site shows: an article's canonical address (../article-index.ts canonicalPath). */
  canonicalPath: (path: string) => string
  /** What the zones guide says of each zone, by zone number (the « Objectif » column of age tables). */
  zoneTexts: Readonly<Record<ZoneNumber, ZoneText>>
  /** The shared blocks by name (content/blocs/<name>.md), included where a paragraph holds only {{bloc:name}}. */
  blocks: Readonly<Record<string, string>>
  /** The rules register (content/regles.yaml): {{regle:id}}, {{appel:id}}, ```registre-des-regles``` and ```triage```. */
  rules: readonly Rule[]
  /** Collects what is wrong; the caller names the file. */
  report: (message: string) => void
}

/** A link to a place in a page: the page's path ('' for the page itself) and the id after #. */
export interface AnchoredLink {
  path: string
  anchor: string
}

/** What a text's links to places point at, and the places it gives: checked across files once all are rendered (./anchors.ts). */
export interface Anchors {
  links: AnchoredLink[]
  /** Every id the HTML gives an element. */
  ids: string[]
}

export interface RenderedMarkdown {
  html: string
  /** The level-2 headings, for a table of contents. */
  headings: { id: string; title: string }[]
  /** Words of prose the page itself holds: paragraphs, lists and quotes (headings, tables, code and included blocks not counted). */
  proseWords: number
  /** Words a reader reads on the rendered page, headings, included blocks and tables with them: the reading time. */
  readWords: number
  anchors: Anchors
}

const MAIL_LINKS = (site: Site): Record<string, string> => ({ courriel: site.email, 'courriel-rp': site.privacyOfficer.email })

/** The anchor for lien:key or an internal path, with the disclosure a commercial link needs; null for a link that must not be published. */
function renderLink(href: string, inner: string, ctx: MarkdownContext): string | null {
  if (href.startsWith('lien:')) {
    const key = href.slice('lien:'.length)
    const mail = MAIL_LINKS(ctx.site)[key]
    if (mail) return `<a href="mailto:${escapeHtml(mail)}">${inner}</a>`
    const link = ctx.site.links[key]
    if (!link) {
      ctx.report(
        `lien inconnu « ${href} » (clés de content/site.yaml : ${[...Object.keys(MAIL_LINKS(ctx.site)), ...Object.keys(ctx.site.links)].join(', ')})`,
      )
      return null
    }
    const disclosure = LINK_DISCLOSURE[link.kind]
    const anchor = `<a href="${escapeHtml(link.url)}" target="_blank" rel="${LINK_REL[link.kind]}">${inner}<span class="sr-only"> (s’ouvre dans un nouvel onglet)</span></a>`
    return disclosure ? `${anchor}\u00a0<span class="disclosure">(${disclosure})</span>` : anchor
  }
  if (href.startsWith('/') || href.startsWith('#')) {
    const path = href.replace(/[?#].*$/, '')
    const leadsTo = path && ctx.deadLink(path)
    if (leadsTo) ctx.report(`lien interne vers ${leadsTo} : ${href}`)
    const anchor = /#(.+)$/.exec(href)?.[1]
    if (anchor) rendering().links.push({ path, anchor })
    const shown = path ? ctx.canonicalPath(path) + href.slice(path.length) : href
    return `<a href="${escapeHtml(shown)}">${inner}</a>`
  }
  ctx.report(`lien « ${href} » refusé : utilisez un chemin interne (/…) ou un lien nommé (lien:clé)`)
  return null
}

const countWords = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** Words of prose in Markdown's top-level tokens: paragraphs, lists and quotes. */
const proseWordsOf = (tokens: readonly Token[]) =>
  tokens
    .filter((token) => token.type === 'paragraph' || token.type === 'list' || token.type === 'blockquote')
    .reduce((sum, token) => sum + countWords(token.raw), 0)

/** Words of rendered HTML, as a reader sees them: every table, the generated ones (triage, register) included. */
const renderedWordsOf = (html: string) => countWords(html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' '))

/** What the one parser renders now: the context and the state of the text being rendered (rendering is synchronous). */
interface Rendering {
  ctx: MarkdownContext
  headings: RenderedMarkdown['headings']
  usedIds: Set<string>
  links: AnchoredLink[]
}
let current: Rendering | null = null
const rendering = (): Rendering => {
  if (!current) throw new Error('Rendu Markdown hors de renderMarkdown')
  return current
}

/** One parser for every text: its rules never change, only the text being rendered (`current`). */
const marked = new Marked({ gfm: true, async: false })
marked.use({
  // Bare addresses are not turned into links: external links go through lien:clé so that site.yaml stays their only source.
  tokenizer: { url: () => undefined },
  renderer: {
    text(token: Tokens.Text | Tokens.Escape) {
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens)
      return frenchSpacing('escaped' in token && token.escaped ? token.text : escapeHtml(token.text))
    },
    heading({ tokens, depth, text }: Tokens.Heading) {
      const { headings, usedIds } = rendering()
      const base = placeId(text) || 'section'
      let id = base
      for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`
      usedIds.add(id)
      if (depth === 2) headings.push({ id, title: frenchSpacing(text.replace(/[*_`]/g, '')) })
      return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`
    },
    link({ href, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens)
      return renderLink(href, inner, rendering().ctx) ?? inner
    },
    image({ href }: Tokens.Image) {
      rendering().ctx.report(`image dans le corps refusée (${href}) : l’image d’un article se déclare dans le champ image`)
      return ''
    },
    code({ text: code, lang }: Tokens.Code) {
      const { ctx } = rendering()
      if (lang === 'registre-des-regles') return registerHtml(ctx.rules)
      if (lang === 'triage') return triageHtml(ctx.rules)
      if (lang !== 'zones-par-age') return `<pre><code>${escapeHtml(code)}</code></pre>\n`
      const table = ageTable(code, ctx.zoneTexts)
      if (table === null)
        ctx.report(
          `bloc zones-par-age invalide « ${code.trim()} » : des âges entiers entre 15 et 100 séparés par des virgules sont attendus, puis, à la ligne et au besoin, une autre formule : nes, gulati ou tanaka`,
        )
      return table ?? ''
    },
    table(token: Tokens.Table) {
      const inline = (cell: Tokens.TableCell) => this.parser.parseInline(cell.tokens)
      return stackingTable(
        token.header.map(inline),
        token.rows.map((row) => row.map(inline)),
      )
    },
  },
})

/** What the Markdown may not hold: raw HTML, a level-1 heading (the page's title is its H1). */
function reportForbidden(tokens: Token[], report: (message: string) => void) {
  void marked.walkTokens(tokens, (token) => {
    if (token.type === 'html') report(`HTML brut interdit dans le Markdown : « ${token.raw.trim().slice(0, 60)} »`)
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 1)
      report(`titre de niveau 1 interdit (« # ${(token as Tokens.Heading).text} ») : le titre de la page est déjà le H1, commencez par ##`)
  })
}

/**
 * The tokens rendered, each level-2 heading opening a <section> (not a landmark: it has no name), which the browser
 * lays out only as it nears the screen (styles.css): the first paint of a long article no longer lays out the whole text.
 */
function sectioned(tokens: Token[]): string {
  const groups: Token[][] = [[]]
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) groups.push([])
    groups.at(-1)?.push(token)
  }
  const [intro = [], ...sections] = groups
  return marked.parser(intro) + sections.map((section) => `<section>${marked.parser(section).trimEnd()}</section>\n`).join('')
}

/**
 * The text lexed once and rendered: its HTML, its sections' headings, and the words of prose a reader reads. The words
 * the page itself holds are counted on a second lexing of its text as written, without its shared blocks, a rule named
 * by reference ({{regle:id}}) one word: the length an editor answers for is the page's own.
 */
export function renderMarkdown(markdown: string, ctx: MarkdownContext): RenderedMarkdown {
  const values = siteVariables(ctx.site)
  const source = substituteVariables(expandReferences(includeBlocks(markdown, ctx.blocks, ctx.report), ctx.rules, ctx.report), values, ctx.report)
  const tokens = marked.lexer(source)
  reportForbidden(tokens, ctx.report)
  const state: Rendering = { ctx, headings: [], usedIds: new Set(), links: [] }
  const outer = current
  current = state
  try {
    const html = sectioned(tokens)
    const ownText = substituteVariables(withoutInclusions(markdown), values, () => {})
    return {
      html,
      headings: state.headings,
      proseWords: proseWordsOf(marked.lexer(ownText)),
      readWords: renderedWordsOf(html),
      anchors: { links: state.links, ids: [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!) },
    }
  } finally {
    current = outer
  }
}
