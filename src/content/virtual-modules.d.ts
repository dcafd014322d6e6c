// Types of the virtual modules served by scripts/content-plugin.ts.
declare module 'virtual:content/site' {
  const site: import('./schema').Site
  export default site
}
declare module 'virtual:content/pages' {
  /** The content of each page of src/site-pages.ts, by name, as its schema gives it. */
  export const pageContent: {
    [N in import('../site-pages').PageName]: () => Promise<{ default: import('./schema').PageContent<N> }>
  }
}
declare module 'virtual:content/markdown-pages' {
  /** Name and title of each Markdown page, in footer order. */
  const index: { name: import('../site-pages').MarkdownPageName; title: string }[]
  export default index
  export const markdownPageContent: {
    [N in import('../site-pages').MarkdownPageName]: () => Promise<{ default: import('./schema').MarkdownPage }>
  }
}
declare module 'virtual:content/zone-texts' {
  /** Each zone's talk test, for the calculator's rows. */
  const texts: Record<import('../heart-rate/zones').ZoneNumber, Pick<import('./schema').ZoneText, 'zone' | 'talkTest'>>
  export default texts
}
declare module 'virtual:content/zone-details' {
  /** Each zone's goal and description: the calculator's tooltips and row details, loaded with the tooltips. */
  const details: Record<import('../heart-rate/zones').ZoneNumber, Pick<import('./schema').ZoneText, 'goal' | 'description'>>
  export default details
}
declare module 'virtual:content/rule/*' {
  /**
   * A rule of content/regles.yaml, by its id (virtual:content/rule/fc-max-apres-40): its words and its status, as a
   * page's text shows {{regle:id}} (« … (convention du site) »), French spacing applied. An unknown id stops the build.
   */
  const rule: string
  export default rule
}
declare module 'virtual:content/article-cards' {
  /** Every article as a card, newest first: the /articles page's and the home page's, for the pre-rendering only. */
  const cards: import('./schema').ArticleCard[]
  export default cards
}
declare module 'virtual:content/article-data' {
  /** Every article by route id; imported by the pre-rendering only. */
  const articles: Record<string, import('./schema').Article>
  export default articles
}
declare module 'virtual:content/blocks' {
  /** The shared blocks of content/blocs/, rendered to HTML, by name; for the pre-rendering only. */
  const blocks: Record<string, string>
  export default blocks
}
