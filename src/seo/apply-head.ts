/** After a client-side navigation: replaces the head tags of the previous page by those of the new one. */
import type { Site } from '../content/schema'
import { jsonForScript } from './Seo'
import { buildMetadata, type PageFacts } from './metadata'

/** Marks the tags a page owns; Helmet marks the pre-rendered ones the same way. */
const OWNED = 'data-rh'

function element(tag: string, attributes: Record<string, string>, text?: string): HTMLElement {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.setAttribute(OWNED, 'true')
  if (text !== undefined) node.textContent = text
  return node
}

export function applyHead(site: Site, page: PageFacts) {
  const { title, canonical, meta, feed, jsonLd } = buildMetadata(site, page)
  document.head.querySelectorAll(`[${OWNED}]:not(title)`).forEach((node) => node.remove())
  document.title = title
  const nodes = [
    ...meta.map((tag) =>
      element('meta', 'name' in tag ? { name: tag.name, content: tag.content } : { property: tag.property, content: tag.content }),
    ),
    ...(canonical ? [element('link', { rel: 'canonical', href: canonical })] : []),
    element('link', { rel: 'alternate', type: feed.type, title: feed.title, href: feed.href }),
    element('script', { type: 'application/ld+json' }, jsonForScript(jsonLd)),
  ]
  document.head.append(...nodes)
}
