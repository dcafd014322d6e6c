import { describe, expect, it } from 'vitest'
import { readQuery, writeQuery } from './url-state'

describe('the calculator state in the address', () => {
  it('reads a shared link', () => {
    expect(readQuery('?age=45&repos=60&fcmax=182&formule=tanaka')).toEqual({ age: 45, formula: 'tanaka', resting: 60, knownMax: 182 })
  })

  it('gives the spec default, age 30 and 220 − age, for an empty address', () => {
    expect(readQuery('')).toEqual({ age: 30, formula: 'fox', resting: null, knownMax: null })
  })

  it.each([
    '?age=150',
    '?age=-5',
    '?age=14',
    '?age=abc',
    '?age=1e2',
    '?age=0x2d',
    '?age=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '?age=&repos=&fcmax=',
    '?age=45&age=60',
    '?repos=20&fcmax=400&formule=__proto__',
    '?formule=toString',
  ])('falls back to the defaults, with no error and no NaN, for %s', (search) => {
    const state = readQuery(search)
    expect(state.age === 30 || state.age === 45).toBe(true)
    expect(state).toMatchObject({ formula: 'fox', resting: null, knownMax: null })
    expect(JSON.stringify(state)).not.toContain('NaN')
  })

  it('writes only what differs from the default, age first', () => {
    expect(writeQuery({ age: 30, formula: 'fox', resting: null, knownMax: null })).toBe('?age=30')
    expect(writeQuery({ age: 45, formula: 'nes', resting: 60, knownMax: null })).toBe('?age=45&repos=60&formule=nes')
  })

  it('reads back what it writes', () => {
    const state = { age: 52, formula: 'gulati', resting: 58, knownMax: 171 } as const
    expect(readQuery(writeQuery(state))).toEqual(state)
  })
})
