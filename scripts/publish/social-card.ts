/**
 * The social image of a page (1200 × 630) as satori draws it: the site's mark and name, the page's kind in rose,
 * its title in white on the navy of the site, and a heartbeat trace. Colours are those of src/styles.css.
 */
import { createElement as h, type CSSProperties, type ReactElement } from 'react'
import { colors } from '../../src/palette.ts'
import { SOCIAL_IMAGE_SIZE } from '../../src/content/images.ts'

export interface CardFacts {
  siteName: string
  /** Shown at the bottom, e.g. www.cardiobpm.ca. */
  domain: string
  kicker: string
  title: string
}

const { width: W, height: H } = SOCIAL_IMAGE_SIZE
export const CARD_FONT = 'Inter'

/** Longer titles get smaller type, so that every title holds in three lines. */
const titleSize = (title: string) => (title.length <= 40 ? 72 : title.length <= 60 ? 62 : 54)

/** A heartbeat trace across the card: flat, then a beat, three times. */
function heartbeat(): string {
  const beat = (x: number) => `L${x} 64 L${x + 20} 64 L${x + 32} 24 L${x + 48} 108 L${x + 62} 8 L${x + 78} 80 L${x + 90} 64`
  return `M0 64 ${[150, 520, 890].map(beat).join(' ')} L${W} 64`
}

/** The heart-and-trace mark of the site's header (src/layout/Logo.tsx), larger. */
const mark = () =>
  h(
    'svg',
    { width: 72, height: 72, viewBox: '0 0 32 32' },
    h('path', { fill: colors.rose, d: 'M16 28s-11-6.6-11-15A6 6 0 0 1 16 9a6 6 0 0 1 11 4c0 8.4-11 15-11 15z' }),
    h('path', { fill: 'none', stroke: colors.white, strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', d: 'M7 16h5l2-4 3 8 2-4h6' }),
  )

const column: CSSProperties = { display: 'flex', flexDirection: 'column' }

export function socialCard({ siteName, domain, kicker, title }: CardFacts): ReactElement {
  return h(
    'div',
    { style: { ...column, width: W, height: H, backgroundColor: colors.ink, fontFamily: CARD_FONT, color: colors.white } },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 20, padding: '52px 72px 0' } },
      mark(),
      h('div', { style: { display: 'flex', flexGrow: 1, fontSize: 38, fontWeight: 700 } }, siteName),
      h('div', { style: { display: 'flex', fontSize: 26, color: colors.slate400 } }, domain),
    ),
    h(
      'div',
      { style: { ...column, flexGrow: 1, justifyContent: 'center', gap: 24, padding: '0 72px' } },
      h(
        'div',
        { style: { display: 'flex', fontSize: 28, fontWeight: 700, letterSpacing: 3, color: colors.roseLighter, textTransform: 'uppercase' } },
        kicker,
      ),
      h('div', { style: { display: 'flex', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12, maxWidth: 1056 } }, title),
    ),
    h(
      'svg',
      { width: W, height: 120, viewBox: `0 0 ${W} 120` },
      h('path', { d: heartbeat(), fill: 'none', stroke: colors.rose, strokeWidth: 6, strokeLinejoin: 'round', strokeLinecap: 'round' }),
    ),
  )
}
