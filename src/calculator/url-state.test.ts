import { describe, expect, it } from 'vitest'
import { NO_CHOICES } from '../heart-rate/option-values'
import { readQuery, writeQuery } from './url-state'

const DEFAULTS = { age: 30, formula: 'fox', resting: null, knownMax: null }

describe('the calculator state in the address', () => {
  it('reads a shared link, keeping it as it is', () => {
    expect(readQuery('?age=45&repos=60&fcmax=182&formule=tanaka')).toEqual({
      input: { age: 45, formula: 'tanaka', resting: 60, knownMax: 182 },
      choices: NO_CHOICES,
      ignored: [],
      cleanQuery: '?age=45&repos=60&fcmax=182&formule=tanaka',
    })
  })

  it('gives the spec default, age 30 and 220 − age, for an empty address, and reports nothing', () => {
    expect(readQuery('')).toEqual({ input: DEFAULTS, choices: NO_CHOICES, ignored: [], cleanQuery: '' })
    expect(readQuery('?age=&repos=&fcmax=&seuil=')).toEqual({ input: DEFAULTS, choices: NO_CHOICES, ignored: [], cleanQuery: '' })
  })

  it.each([
    ['?age=150', ['Âge']],
    ['?age=-5', ['Âge']],
    ['?age=14', ['Âge']],
    ['?age=abc', ['Âge']],
    ['?age=1e2', ['Âge']],
    ['?age=0x2d', ['Âge']],
    ['?age=%3Cscript%3Ealert(1)%3C%2Fscript%3E', ['Âge']],
    ['?repos=20&fcmax=400&formule=__proto__', ['Fréquence au repos', 'Fréquence maximale mesurée', 'Formule']],
    ['?formule=toString', ['Formule']],
  ])('drops and names what it cannot use in %s, falling back to the defaults with no NaN', (search, fields) => {
    const { input, ignored, cleanQuery } = readQuery(search)
    expect(input).toEqual(DEFAULTS)
    expect(ignored.map((value) => value.field)).toEqual(fields)
    expect(cleanQuery).toBe('')
    expect(JSON.stringify(input)).not.toContain('NaN')
  })

  it('keeps the valid values of a link and drops the others from its address, with the reason', () => {
    const { input, ignored, cleanQuery } = readQuery('?age=45&repos=130')
    expect(input).toEqual({ ...DEFAULTS, age: 45 })
    expect(ignored).toEqual([{ field: 'Fréquence au repos', value: '130', reason: 'Entrez une fréquence au repos entre 30 et 120 BPM.' }])
    expect(cleanQuery).toBe('?age=45')
    expect(readQuery('?age=abc&repos=-4&fcmax=999').ignored.map((value) => value.value)).toEqual(['abc', '-4', '999'])
    expect(readQuery('?age=200').ignored[0]?.reason).toBe('Entrez un âge entre 15 et 100 ans.')
  })

  it('reads the first of two values given for one name', () => {
    expect(readQuery('?age=45&age=60').input.age).toBe(45)
  })

  it('writes only what differs from the default, age first', () => {
    expect(writeQuery({ age: 30, formula: 'fox', resting: null, knownMax: null })).toBe('?age=30')
    expect(writeQuery({ age: 45, formula: 'nes', resting: 60, knownMax: null })).toBe('?age=45&repos=60&formule=nes')
  })

  it('reads back what it writes', () => {
    const state = { age: 52, formula: 'gulati', resting: 58, knownMax: 171 } as const
    expect(readQuery(writeQuery(state)).input).toEqual(state)
  })
})

describe('the newer options in the address', () => {
  it('reads and writes the newer options: threshold and sport, counts, situation, watch', () => {
    const link = '?age=45&seuil=172&sport=velo&pouls=15&situation=grossesse&montre=garmin'
    const { input, choices, ignored, cleanQuery } = readQuery(link)
    expect(choices).toEqual({ threshold: 172, sport: 'velo', pulse: true, situation: 'grossesse', watch: 'garmin' })
    expect(ignored).toEqual([])
    expect(cleanQuery).toBe(link)
    expect(writeQuery(input, choices)).toBe(link)
    // Running is the default sport, and a sport without a threshold says nothing: neither is written.
    expect(writeQuery(input, { ...choices, sport: 'course' })).toBe('?age=45&seuil=172&pouls=15&situation=grossesse&montre=garmin')
    expect(writeQuery(input, { ...NO_CHOICES, sport: 'velo' })).toBe('?age=45')
  })

  it('drops and names the newer options it cannot use', () => {
    const { choices, ignored, cleanQuery } = readQuery('?age=45&seuil=90&sport=natation&pouls=10&situation=__proto__&montre=apple')
    expect(choices).toEqual(NO_CHOICES)
    expect(ignored.map((value) => value.field)).toEqual(['Fréquence au seuil', 'Sport', 'Pouls sans montre', 'Situation', 'Montre'])
    expect(ignored[0]?.reason).toBe('Entrez une fréquence au seuil entre 100 et 220 BPM.')
    expect(cleanQuery).toBe('?age=45')
  })
})
