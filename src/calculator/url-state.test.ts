import { describe, expect, it } from 'vitest'
import { NO_CHOICES } from '../heart-rate/option-values'
import { readAddress, readState, writeState } from './url-state'

const DEFAULTS = { age: 30, formula: 'fox', resting: null, knownMax: null }

describe('the calculator state in the address’s fragment', () => {
  it('reads a shared link, keeping it as it is', () => {
    expect(readState('age=45&repos=60&fcmax=182&formule=tanaka')).toEqual({
      input: { age: 45, formula: 'tanaka', resting: 60, knownMax: 182 },
      choices: NO_CHOICES,
      ignored: [],
      cleanState: 'age=45&repos=60&fcmax=182&formule=tanaka',
    })
  })

  it('gives the spec default, age 30 and 220 − age, for an empty address, and reports nothing', () => {
    expect(readState('')).toEqual({ input: DEFAULTS, choices: NO_CHOICES, ignored: [], cleanState: '' })
    expect(readState('age=&repos=&fcmax=&seuil=')).toEqual({ input: DEFAULTS, choices: NO_CHOICES, ignored: [], cleanState: '' })
  })

  it.each([
    ['age=150', ['Âge']],
    ['age=-5', ['Âge']],
    ['age=14', ['Âge']],
    ['age=abc', ['Âge']],
    ['age=1e2', ['Âge']],
    ['age=0x2d', ['Âge']],
    ['age=%3Cscript%3Ealert(1)%3C%2Fscript%3E', ['Âge']],
    ['repos=20&fcmax=400&formule=__proto__', ['Fréquence au repos', 'Fréquence maximale mesurée', 'Formule']],
    ['formule=toString', ['Formule']],
  ])('drops and names what it cannot use in %s, falling back to the defaults with no NaN', (search, fields) => {
    const { input, ignored, cleanState } = readState(search)
    expect(input).toEqual(DEFAULTS)
    expect(ignored.map((value) => value.field)).toEqual(fields)
    expect(cleanState).toBe('')
    expect(JSON.stringify(input)).not.toContain('NaN')
  })

  it('keeps the valid values of a link and drops the others from its address, with the reason', () => {
    const { input, ignored, cleanState } = readState('age=45&repos=130')
    expect(input).toEqual({ ...DEFAULTS, age: 45 })
    expect(ignored).toEqual([{ field: 'Fréquence au repos', value: '130', reason: 'Entrez une fréquence au repos entre 30 et 120 BPM.' }])
    expect(cleanState).toBe('age=45')
    expect(readState('age=abc&repos=-4&fcmax=999').ignored.map((value) => value.value)).toEqual(['abc', '-4', '999'])
    expect(readState('age=200').ignored[0]?.reason).toBe('Entrez un âge entre 15 et 100 ans.')
  })

  it('reads the first of two values given for one name', () => {
    expect(readState('age=45&age=60').input.age).toBe(45)
  })

  it('writes only what differs from the default, age first', () => {
    expect(writeState({ age: 30, formula: 'fox', resting: null, knownMax: null })).toBe('age=30')
    expect(writeState({ age: 45, formula: 'nes', resting: 60, knownMax: null })).toBe('age=45&repos=60&formule=nes')
  })

  it('reads back what it writes', () => {
    const state = { age: 52, formula: 'gulati', resting: 58, knownMax: null } as const
    expect(readState(writeState(state)).input).toEqual(state)
  })

  it('leaves the formula out when a measured maximum replaces it', () => {
    expect(writeState({ age: 52, formula: 'gulati', resting: 58, knownMax: 171 })).toBe('age=52&repos=58&fcmax=171')
  })
})

describe('the newer options in the address', () => {
  it('reads and writes the newer options: threshold and sport, counts, situation, watch', () => {
    const link = 'age=45&seuil=172&sport=velo&pouls=15&situation=grossesse&montre=garmin'
    const { input, choices, ignored, cleanState } = readState(link)
    expect(choices).toEqual({ threshold: 172, sport: 'velo', pulse: true, situation: 'grossesse', watch: 'garmin' })
    expect(ignored).toEqual([])
    expect(cleanState).toBe(link)
    expect(writeState(input, choices)).toBe(link)
    // Running is the default sport, and a sport without a threshold says nothing: neither is written.
    expect(writeState(input, { ...choices, sport: 'course' })).toBe('age=45&seuil=172&pouls=15&situation=grossesse&montre=garmin')
    expect(writeState(input, { ...NO_CHOICES, sport: 'velo' })).toBe('age=45')
  })

  it('drops and names the newer options it cannot use', () => {
    const { choices, ignored, cleanState } = readState('age=45&seuil=90&sport=natation&pouls=10&situation=__proto__&montre=apple')
    expect(choices).toEqual(NO_CHOICES)
    expect(ignored.map((value) => value.field)).toEqual(['Fréquence au seuil', 'Sport', 'Pouls sans montre', 'Situation', 'Montre'])
    expect(ignored[0]?.reason).toBe('Entrez une fréquence au seuil entre 100 et 220 BPM.')
    expect(cleanState).toBe('age=45')
  })
})

describe('where the address keeps the state', () => {
  it('reads the fragment, and leaves an address alone when it holds only what the calculator keeps', () => {
    expect(readAddress({ search: '', hash: '#age=45&repos=60' })).toMatchObject({ input: { age: 45, resting: 60 }, rewrite: null })
    expect(readAddress({ search: '?utm_source=x', hash: '#age=45' })).toMatchObject({ input: { age: 45 }, rewrite: null })
    expect(readAddress({ search: '', hash: '' })).toMatchObject({ input: { age: 30 }, rewrite: null })
  })

  it('reads an older link’s query, and moves its values to the fragment, out of the query', () => {
    expect(readAddress({ search: '?age=34&situation=grossesse', hash: '' })).toMatchObject({
      input: { age: 34 },
      choices: { situation: 'grossesse' },
      rewrite: { search: '', hash: '#age=34&situation=grossesse' },
    })
    // Other parameters are not the calculator's: they stay.
    expect(readAddress({ search: '?utm_source=x&age=34&repos=58', hash: '' }).rewrite).toEqual({ search: '?utm_source=x', hash: '#age=34&repos=58' })
    // The fragment wins; the query's values leave the address all the same.
    expect(readAddress({ search: '?age=34', hash: '#age=60' })).toMatchObject({ input: { age: 60 }, rewrite: { search: '', hash: '#age=60' } })
    // Nothing usable: the query's values go, and nothing takes their place.
    expect(readAddress({ search: '?age=abc', hash: '' })).toMatchObject({ input: { age: 30 }, rewrite: { search: '', hash: '' } })
  })

  it('drops from the fragment the values it cannot use', () => {
    expect(readAddress({ search: '', hash: '#age=45&repos=130' }).rewrite).toEqual({ search: '', hash: '#age=45' })
    expect(readAddress({ search: '', hash: '#age=200' }).rewrite).toEqual({ search: '', hash: '' })
  })

  it('takes an anchor for what it is, not for a state', () => {
    expect(readAddress({ search: '', hash: '#calc-age' })).toMatchObject({ input: { age: 30 }, ignored: [], rewrite: null })
    expect(readAddress({ search: '?age=45', hash: '#calc-age' }).rewrite).toEqual({ search: '', hash: '#age=45' })
  })
})
