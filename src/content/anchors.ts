/**
 * Links to a place in a page (/glossaire#fc-max, #sources-article) point at a place the page has: an id its text gives
 * (a heading, a rule of the register, a row of the triage) or one its template gives (PAGE_PLACES). Checked once every
 * article and Markdown page is rendered, the same for the build and the CMS. A place in a page drawn from YAML (the
 * zones guide, the tools) is its components' own: those links are not checked here.
 */
import { PAGE_PLACES } from '../site-pages.ts'
import type { Anchors } from './markdown.ts'
import { BODY_FIELD, type ContentProblem } from './problems.ts'

/** A rendered text: its file, the paths its page answers to, its links to places and the places it gives. */
export interface PlacedText {
  file: string
  paths: readonly string[]
  anchors: Anchors
}

export function anchorProblems(texts: readonly PlacedText[]): ContentProblem[] {
  const placesByPath = new Map<string, ReadonlySet<string>>()
  for (const { paths, anchors } of texts) {
    const places = new Set([...anchors.ids, ...Object.values(PAGE_PLACES)])
    for (const path of paths) placesByPath.set(path, places)
  }
  return texts.flatMap(({ file, paths, anchors }) => {
    /** Each wrong link once, by its address. */
    const wrong = new Map<string, string>()
    for (const { path, anchor } of anchors.links) {
      const places = placesByPath.get(path || (paths[0] ?? ''))
      if (places && !places.has(anchor)) wrong.set(`${path}#${anchor}`, anchor)
    }
    return [...wrong].map(([href, anchor]) => ({
      file,
      field: BODY_FIELD,
      message: `lien vers un endroit qui n’existe pas : ${href} (la page n’a aucun élément « ${anchor} »)`,
    }))
  })
}
