// Types of the virtual modules served by ./vite-plugin.ts.
declare module 'virtual:content/site' {
  const site: import('./schema').Site
  export default site
}
declare module 'virtual:content/articles' {
  export const articles: import('./schema').ArticleSummary[]
  export const articleBodies: Record<string, () => Promise<{ default: string }>>
}
declare module 'virtual:content/page/accueil' {
  const page: import('./schema').PageContent<'accueil'>
  export default page
}
declare module 'virtual:content/page/calculateur-bpm' {
  const page: import('./schema').PageContent<'calculateur-bpm'>
  export default page
}
declare module 'virtual:content/page/zones-cardiaques' {
  const page: import('./schema').PageContent<'zones-cardiaques'>
  export default page
}
declare module 'virtual:content/page/a-propos' {
  const page: import('./schema').PageContent<'a-propos'>
  export default page
}
declare module 'virtual:content/page/contact' {
  const page: import('./schema').PageContent<'contact'>
  export default page
}
declare module 'virtual:content/legal/*' {
  const page: import('./schema').LegalPage
  export default page
}
declare module 'virtual:content/legal-index' {
  /** Slug and title of each legal page, in footer order. */
  const index: { slug: string; title: string }[]
  export default index
  export const legalPages: Record<string, () => Promise<{ default: import('./schema').LegalPage }>>
}
declare module 'virtual:content/zone-goals' {
  /** Objective of each zone, zone 1 first (content/pages/zones-cardiaques.yaml). */
  const goals: string[]
  export default goals
}
