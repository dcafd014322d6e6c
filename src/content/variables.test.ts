import { describe, expect, it } from 'vitest'
import type { Site } from './schema'
import { siteVariables, substituteVariables } from './variables'

const values = { exploitant: 'Médias Exemple inc.', site: 'Exemple' }
const substitute = (markdown: string) => {
  const problems: string[] = []
  return { text: substituteVariables(markdown, values, (problem) => problems.push(problem)), problems }
}

describe('variable substitution', () => {
  it('gives a value that ends a sentence with its own period one period, not two', () => {
    expect(substitute('Le site est exploité par {{exploitant}}. Il est gratuit.').text).toBe(
      'Le site est exploité par Médias Exemple inc. Il est gratuit.',
    )
    expect(substitute('au sein de {{ exploitant }}.').text).toBe('au sein de Médias Exemple inc.')
  })

  it('keeps the period after a value that has none, the text after a value that ends with one, and an ellipsis', () => {
    expect(substitute('Bienvenue sur {{site}}. {{exploitant}}, {{exploitant}} et {{site}}...').text).toBe(
      'Bienvenue sur Exemple. Médias Exemple inc., Médias Exemple inc. et Exemple...',
    )
    expect(substitute('{{exploitant}}...').text).toBe('Médias Exemple inc...')
  })

  it('reports an unknown variable and leaves it as written', () => {
    expect(substitute('{{inconnue}}.')).toEqual({
      text: '{{inconnue}}.',
      problems: ['variable inconnue {{inconnue}} (connues : {{exploitant}}, {{site}})'],
    })
  })
})

describe('the site’s variables', () => {
  it('write the postal address on one line, the province in full after the city', () => {
    const site = {
      name: 'Exemple',
      email: 'info@exemple.ca',
      baseUrl: 'https://www.exemple.ca',
      operator: 'Médias Exemple inc.',
      privacyOfficer: { title: 'Direction', email: 'rp@exemple.ca' },
      providers: { host: 'Hôte', mail: 'Courriel', redirect: 'Redirection' },
      postalAddress: { street: '10, rue Principale', city: 'Lévis', region: 'QC', postalCode: 'G6V 1A1', country: 'Canada' },
    } as unknown as Site
    expect(siteVariables(site).adresse).toBe('10, rue Principale, Lévis (Québec) G6V 1A1')
  })
})
