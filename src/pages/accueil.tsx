import site from 'virtual:content/site'
import type { ArticleCard as ArticleCardData, PageContent } from '../content/schema'
import { ArticleCard } from '../components/ArticleCard'
import { Disclaimer } from '../components/Disclaimer'
import { PartnerList } from '../components/PartnerList'
import { Section } from '../components/Section'
import { Island } from '../islands/Island'
import CalculatorIsland from '../islands/calculator.island'
import { calculatorSite } from '../calculator/CalculatorResults'
import { AGE_FIELD_ID } from '../calculator/calculator-text'
import { WhenZonesDoNotApply } from '../components/WhenZonesDoNotApply'
import { LinkedWords } from '../components/LinkedWords'
import { SafetyRule } from '../components/SafetyRule'
import { ExternalLink } from '../ui/ExternalLink'
import { Seo } from '../seo/Seo'
import { articlePath, HOME_ARTICLE_COUNT, pagePath } from '../site-pages'

type Feature = PageContent<'accueil'>['features']['items'][number]

/** A feature's text, the words of the study it names made the link to the study. */
function FeatureText({ text, study }: Pick<Feature, 'text' | 'study'>) {
  if (!study) return text
  return (
    <LinkedWords
      text={text}
      links={[
        {
          words: study.words,
          link: (words) => (
            <ExternalLink href={study.url} kind="reference" className="text-brand-700 underline underline-offset-2">
              {words}
            </ExternalLink>
          ),
        },
      ]}
    />
  )
}

/** Three articles to start with. */
function Features({ features, cards }: { features: PageContent<'accueil'>['features']; cards: readonly ArticleCardData[] }) {
  // Each feature names its article by route id, as the file is named; the link leads to its canonical address.
  const canonicalId = (routeId: string) => cards.find((card) => card.routeId === routeId)?.canonicalId ?? routeId
  return (
    <Section id="a-la-une" title={features.title} className="container-page py-14">
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {features.items.map((feature) => (
          <li key={feature.articleId} className="flex flex-col rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-bold text-ink">{feature.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">
              <FeatureText text={feature.text} study={feature.study} />
            </p>
            <a
              href={articlePath(canonicalId(feature.articleId))}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
            >
              {feature.linkLabel} <span aria-hidden="true">→</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The newest articles, as cards, and the way to all of them. */
function LatestArticles({ articles, latest }: { articles: PageContent<'accueil'>['articles']; latest: readonly ArticleCardData[] }) {
  return (
    <Section id="articles-recents" title={articles.title} lead={articles.lead} className="container-page py-14">
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {latest.map((article) => (
          <ArticleCard key={article.routeId} article={article} />
        ))}
      </div>
      <p className="mt-8">
        <a href={pagePath('articles')} className="button-secondary">
          Tous les articles, par thème
        </a>
      </p>
    </Section>
  )
}

/** The home page; `cards` are every article's, newest first. */
export default function HomePage({ content, cards }: { content: PageContent<'accueil'>; cards: readonly ArticleCardData[] }) {
  const { hero, features, calculator, articles, network } = content
  const latest = cards.slice(0, HOME_ARTICLE_COUNT)
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} canonicalPath={pagePath('accueil')} breadcrumb={[]} />
      {/* Compact on a phone, so that its first screen holds the calls to action. */}
      <section className="dark-surface hero-heart bg-gradient-to-br from-ink via-slate-900 to-brand-800 text-white">
        <div className="container-page py-8 sm:py-20">
          <p className="font-semibold tracking-wide text-brand-100 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:mt-3 sm:text-5xl">{hero.title}</h1>
          <p className="mt-4 max-w-2xl text-slate-200 sm:mt-5 sm:text-lg">{hero.lead}</p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            {/* Lands on the calculator's age field, in view and focused. */}
            <a href={`${pagePath('calculateur-bpm')}#${AGE_FIELD_ID}`} className="button-primary">
              {hero.primaryCta}
            </a>
            <a href={pagePath('zones-cardiaques')} className="button-secondary">
              {hero.secondaryCta}
            </a>
          </div>
        </div>
      </section>

      <Features features={features} cards={cards} />

      <div className="bg-slate-50 py-14">
        <Section id="calculateur" title={calculator.title} lead={calculator.lead} className="container-page">
          <div className="mt-8 grid max-w-3xl grid-cols-1 gap-6">
            <div>
              <Island component={CalculatorIsland} props={{ site: calculatorSite(site) }} load="visible" />
              <WhenZonesDoNotApply underCalculator />
              {/* The same short rule as under the calculator's own page: stop, and the signs of the 9-1-1. */}
              <SafetyRule className="mt-3" />
            </div>
            <Disclaimer />
          </div>
        </Section>
      </div>

      <LatestArticles articles={articles} latest={latest} />

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
