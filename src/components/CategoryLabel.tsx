import type { Category } from '../content/schema'

/** Colour of each article category label (spec §3: category colour of a card). */
const CATEGORY_STYLES: Record<Category, string> = {
  'SANTÉ CARDIAQUE': 'bg-rose-100 text-rose-800',
  PERFORMANCE: 'bg-emerald-100 text-emerald-800',
  TECHNOLOGIE: 'bg-sky-100 text-sky-800',
}

export function CategoryLabel({ category }: { category: Category }) {
  return <span className={`rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide ${CATEGORY_STYLES[category]}`}>{category}</span>
}
