// Favicon (public/favicon.svg, also rendered as the Apple touch icon): a rose heart crossed by a white ECG stroke.
import { colors } from '../../../src/palette.ts'

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.roseLighter}"/><stop offset="1" stop-color="${colors.rose}"/></linearGradient></defs>
  <path d="M32 58C32 58 3 40 3 20.5C3 11.5 10 5 18.5 5C24.5 5 29.5 8.5 32 13.5C34.5 8.5 39.5 5 45.5 5C54 5 61 11.5 61 20.5C61 40 32 58 32 58Z" fill="url(#g)"/>
  <path d="M8 31H20L24 24L30 40L36 17L41 31H56" fill="none" stroke="${colors.white}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`
