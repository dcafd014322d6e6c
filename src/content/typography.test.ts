import { describe, expect, it } from 'vitest'
import { frenchSpacing, withFrenchSpacing } from './typography'

describe('French spacing', () => {
  it('puts a non-breaking space before : % $ » and after «, and none before ; ? ! (Québec usage)', () => {
    expect(frenchSpacing('Zone 2 : de 60 à 70 %, soit « endurance » pour 800 $; prêt? oui!')).toBe(
      'Zone 2\u00a0: de 60 à 70\u00a0%, soit «\u00a0endurance\u00a0» pour 800\u00a0$; prêt? oui!',
    )
  })

  it('leaves addresses, times and text without spaces alone', () => {
    expect(frenchSpacing('https://www.exemple.ca/a:b 10:30 100%')).toBe('https://www.exemple.ca/a:b 10:30 100%')
  })

  it('joins the digit groups of a number, its unit too when it is « $ » or « % »', () => {
    expect(frenchSpacing('de 450 $ à plus de 1 000 $, 12 000 pas, 5 437 femmes, 1 250 000 visites')).toBe(
      'de 450\u00a0$ à plus de 1\u00a0000\u00a0$, 12\u00a0000\u00a0pas, 5\u00a0437\u00a0femmes, 1\u00a0250\u00a0000\u00a0visites',
    )
    expect(frenchSpacing('2,5 000 et 1 000,50 $ et 10 000.')).toBe('2,5 000 et 1\u00a0000,50\u00a0$ et 10\u00a0000.')
  })

  it('leaves alone numbers that only sit side by side: a year and a count, groups not of three, ranges, a telephone', () => {
    expect(frenchSpacing('En 2019 320 adultes; à 10:30 150 coureurs; zones 1 2 3; 12 34; 800-4000 $; 1 0000; 418 555-0142')).toBe(
      'En 2019 320\u00a0adultes; à 10:30 150\u00a0coureurs; zones 1 2 3; 12 34; 800-4000\u00a0$; 1 0000; 418 555-0142',
    )
  })

  it("keeps a unit or a word on its number's line: BPM, km, min, s…, « 65 ans », « 3 semaines »", () => {
    expect(frenchSpacing('de 60 à 100 BPM, 5 km en 30 min, 45 s, 2 mois, 3 semaines, 10 ms')).toBe(
      'de 60 à 100\u00a0BPM, 5\u00a0km en 30\u00a0min, 45\u00a0s, 2\u00a0mois, 3\u00a0semaines, 10\u00a0ms',
    )
    expect(frenchSpacing('dès 65 ans, 10 minutes de repos, 4 séances, 1re fois, 2e moitié, 3 ou 4 jours, 12 des 20 coureurs')).toBe(
      'dès 65\u00a0ans, 10\u00a0minutes de repos, 4\u00a0séances, 1\u02b3\u1d49\u00a0fois, 2\u1d49\u00a0moitié, 3 ou 4\u00a0jours, 12 des 20\u00a0coureurs',
    )
  })

  it('keeps a date on one line: « 10 janvier 2025 », and leaves a month without a year, or before a count, alone', () => {
    expect(frenchSpacing('le 10 janvier 2025; en mars 2024; mai et juin; en août 12 coureurs')).toBe(
      'le 10\u00a0janvier\u00a02025; en mars\u00a02024; mai et juin; en août 12\u00a0coureurs',
    )
  })

  it('keeps a dose and a pressure whole: « 400 mg », « 250 mL », « 130/80 mm Hg » (and « 2 mm » with its number)', () => {
    expect(frenchSpacing('400 mg par jour, 250 mL, de 160 à 179 mm Hg, 130/80 mm Hg ou plus, 2 mm de pluie')).toBe(
      '400\u00a0mg par jour, 250\u00a0mL, de 160 à 179\u00a0mm\u00a0Hg, 130/80\u00a0mm\u00a0Hg ou plus, 2\u00a0mm de pluie',
    )
  })

  it('raises the o of « no » before a number, and leaves the word « no » alone', () => {
    expect(frenchSpacing('vol. 5, no 1, p. 2; directive no 307; « no convincing evidence »; casino 3')).toBe(
      'vol. 5, n\u1d52\u00a01, p. 2; directive n\u1d52\u00a0307; «\u00a0no convincing evidence\u00a0»; casino 3',
    )
  })

  it('raises the letters of an ordinal: « 1er » 1ᵉʳ, « 1re » 1ʳᵉ, « 2e » 2ᵉ, and leaves addresses and codes alone', () => {
    // U+1D49 is the raised e, U+02B3 the raised r, U+02E2 the raised s (the forms the OQLF shows: 1ᵉʳ, 1ʳᵉ, 2ᵉ).
    expect(frenchSpacing('Le 1er décembre')).toBe('Le 1\u1d49\u02b3\u00a0décembre')
    expect(frenchSpacing('la 1re séance, les 1ers jours')).toBe('la 1\u02b3\u1d49\u00a0séance, les 1\u1d49\u02b3\u02e2\u00a0jours')
    expect(frenchSpacing('la 2e semaine, au 10e rang')).toBe('la 2\u1d49\u00a0semaine, au 10\u1d49\u00a0rang')
    expect(frenchSpacing('https://exemple.ca/le-1er-mai et 3e8')).toBe('https://exemple.ca/le-1er-mai et 3e8')
  })

  it('reaches every string of a YAML value', () => {
    expect(withFrenchSpacing({ a: ['Titre : x'], b: { c: 'url https://x.ca' }, n: 3 })).toEqual({
      a: ['Titre\u00a0: x'],
      b: { c: 'url https://x.ca' },
      n: 3,
    })
  })
})
