import { Link } from 'react-router-dom'
import page from 'virtual:content/page/accueil'
import { articles } from 'virtual:content/articles'
import { ArticleCard } from '../components/ArticleCard'
import { Disclaimer } from '../components/Disclaimer'
import { PartnerList } from '../components/PartnerList'
import { Calculator } from '../heart-rate/Calculator'
import { Seo } from '../seo/Seo'
import { articlePath, PAGE_PATHS } from '../site-routes'

export const HOME_ARTICLE_COUNT = 8

export function Component() {
  const byId = new Map(articles.map((article) => [article.routeId, article]))
  return (
    <>
      <Seo title={page.meta.title} description={page.meta.description} canonicalPath="/" breadcrumb={[]} />
      <section className="bg-gradient-to-br from-ink via-slate-900 to-brand-800 text-white">
        <div className="container-page py-16 sm:py-24">
          <p className="font-semibold tracking-wide text-brand-100 uppercase">{page.hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{page.hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">{page.hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={PAGE_PATHS.calculator} className="button-primary">
              {page.hero.primaryCta}
            </Link>
            <Link to={PAGE_PATHS.zones} className="button-secondary">
              {page.hero.secondaryCta}
            </Link>
          </div>
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="a-la-une">
        <h2 id="a-la-une" className="section-title">
          {page.features.title}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {page.features.items.map((feature) => (
            <li key={feature.articleId} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-bold text-ink">{feature.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{feature.text}</p>
              <Link
                to={articlePath(feature.articleId)}
                className="mt-4 font-semibold text-brand-700 hover:underline"
                aria-label={`${feature.linkLabel} : ${byId.get(feature.articleId)?.title ?? feature.title}`}
              >
                {feature.linkLabel} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-14" aria-labelledby="calculateur">
        <div className="container-page">
          <h2 id="calculateur" className="section-title">
            {page.calculator.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.calculator.lead}</p>
          <div className="mt-8 grid max-w-3xl gap-6">
            <Calculator />
            <Disclaimer />
          </div>
        </div>
      </section>

      <section id="articles" className="container-page py-14" aria-labelledby="articles-recents">
        <h2 id="articles-recents" className="section-title">
          {page.articles.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{page.articles.lead}</p>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {articles.slice(0, HOME_ARTICLE_COUNT).map((article) => (
            <ArticleCard key={article.routeId} article={article} />
          ))}
        </div>
      </section>

      <section className="bg-ink py-14 text-white" aria-labelledby="reseau">
        <div className="container-page">
          <h2 id="reseau" className="text-2xl font-bold sm:text-3xl">
            {page.network.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-300">{page.network.lead}</p>
          <PartnerList tone="dark" className="mt-8 sm:grid-cols-2 lg:grid-cols-4" />
        </div>
      </section>
    </>
  )
}
