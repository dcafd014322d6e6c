import { Head } from 'vite-react-ssg'
import site from 'virtual:content/site'
import { jsonForScript } from './json-for-script'
import { buildMetadata, type PageFacts } from './metadata'

/** The page's metadata, written into its pre-rendered <head> at build time (the browser never rewrites it). */
export function Seo(props: PageFacts) {
  const { title, canonical, meta, feed, jsonLd } = buildMetadata(site, props)
  return (
    <Head>
      <title>{title}</title>
      {meta.map((tag) =>
        'name' in tag ? (
          <meta key={`n:${tag.name}`} name={tag.name} content={tag.content} />
        ) : (
          <meta key={`p:${tag.property}:${tag.content}`} property={tag.property} content={tag.content} />
        ),
      )}
      {canonical && <link rel="canonical" href={canonical} />}
      <link rel="alternate" type={feed.type} title={feed.title} href={feed.href} />
      <script type="application/ld+json">{jsonForScript(jsonLd)}</script>
    </Head>
  )
}
