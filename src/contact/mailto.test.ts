import { describe, expect, it } from 'vitest'
import { buildMailto } from './mailto'

function decode(mailto: string) {
  const url = new URL(mailto)
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
}

describe('buildMailto', () => {
  it('writes to the support address with the subject of the spec and one line per field', () => {
    const link = buildMailto('soutien@exemple.ca', 'Cardio BPM Québec', { name: 'Élise', email: 'elise@exemple.ca', message: 'Bonjour' })
    expect(link.startsWith('mailto:soutien@exemple.ca?')).toBe(true)
    expect(decode(link)).toEqual({
      to: 'soutien@exemple.ca',
      subject: 'Message depuis Cardio BPM Québec',
      body: 'Nom : Élise\r\nCourriel : elise@exemple.ca\r\nMessage :\r\nBonjour',
    })
  })

  it('keeps any text intact: accents, &, ?, #, %, +, line breaks and long messages', () => {
    const message = `Ça va? 100 % & plus #1 + a=b\nDeuxième ligne\n${'é'.repeat(3000)}`
    const link = buildMailto('soutien@exemple.ca', 'Site', { name: 'Zoé & Léo', email: 'z+l@exemple.ca', message })
    const query = link.slice(link.indexOf('?') + 1)
    expect(query).not.toMatch(/[\s#]/)
    expect(query.split('&')).toHaveLength(2)
    const { body } = decode(link)
    expect(body).toBe(`Nom : Zoé & Léo\r\nCourriel : z+l@exemple.ca\r\nMessage :\r\n${message.replace(/\n/g, '\r\n')}`)
  })
})
