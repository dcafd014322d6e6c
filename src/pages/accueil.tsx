import { Link } from 'react-router-dom'
import { articleCards, loadLatestCards } from '../content/article-cards'
import type { PageContent } from '../content/schema'
import { ArticleCard } from '../components/ArticleCard'
import { Disclaimer } from '../components/Disclaimer'
import { PartnerList } from '../components/PartnerList'
import { Section } from '../components/Section'
import { Calculator } from '../calculator/Calculator'
import { AGE_FIELD_ID } from '../calculator/calculator-text'
import { WhenZonesDoNotApply } from '../components/WhenZonesDoNotApply'
import { Seo } from '../seo/Seo'
import { articlePath, pagePath } from '../site-pages'

/** The latest articles come as data, as on /articles: the home page's script does not carry them. */
export const prepare = loadLatestCards

/** Three articles to start with. */
function Features({ features }: { features: PageContent<'accueil'>['features'] }) {
  return (
    <Section id="a-la-une" title={features.title} className="container-page py-14">
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {features.items.map((feature) => (
          <li key={feature.articleId} className="flex flex-col rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-bold text-ink">{feature.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{feature.text}</p>
            <Link to={articlePath(feature.articleId)} className="mt-4 font-semibold text-brand-700 hover:underline">
              {feature.linkLabel} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The newest articles, as cards, and the way to all of them. */
function LatestArticles({ articles }: { articles: PageContent<'accueil'>['articles'] }) {
  return (
    <Section id="articles-recents" title={articles.title} lead={articles.lead} className="container-page py-14">
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {articleCards('latest').map((article) => (
          <ArticleCard key={article.routeId} article={article} />
        ))}
      </div>
      <p className="mt-8">
        <Link to={pagePath('articles')} className="button-secondary">
          Tous les articles, par thème
        </Link>
      </p>
    </Section>
  )
}

export default function HomePage({ content }: { content: PageContent<'accueil'> }) {
  const { hero, features, calculator, articles, network } = content
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} canonicalPath={pagePath('accueil')} breadcrumb={[]} />
      <section className="dark-surface hero-heart bg-gradient-to-br from-ink via-slate-900 to-brand-800 text-white">
        <div className="container-page py-12 sm:py-20">
          <p className="font-semibold tracking-wide text-brand-100 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* Lands on the calculator's age field, in view and focused. */}
            <Link to={`${pagePath('calculateur-bpm')}#${AGE_FIELD_ID}`} className="button-primary">
              {hero.primaryCta}
            </Link>
            <Link to={pagePath('zones-cardiaques')} className="button-secondary">
              {hero.secondaryCta}
            </Link>
          </div>
        </div>
      </section>

      <Features features={features} />

      <div className="bg-slate-50 py-14">
        <Section id="calculateur" title={calculator.title} lead={calculator.lead} className="container-page">
          <div className="mt-8 grid max-w-3xl grid-cols-1 gap-6">
            <div>
              <Calculator />
              <WhenZonesDoNotApply />
            </div>
            <Disclaimer />
          </div>
        </Section>
      </div>

      <LatestArticles articles={articles} />

      <div className="dark-surface bg-ink py-14 text-white">
        <Section
          id="reseau"
          title={network.title}
          lead={network.lead}
          className="container-page"
          titleClassName="text-2xl font-bold sm:text-3xl"
          leadClassName="text-slate-300"
        >
          <PartnerList tone="dark" className="mt-8 sm:grid-cols-2 lg:grid-cols-4" />
        </Section>
      </div>
    </>
  )
}
