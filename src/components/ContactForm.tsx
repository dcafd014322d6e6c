import { useId, type FormEvent } from 'react'
import type { PageContent, Site } from '../content/schema'
import { buildMailto } from '../contact/mailto'
import { markdownPagePath } from '../site-pages'
import { Field } from './Field'
import { SubmitButton } from '../reader-tools/SubmitButton'
import { toast } from '../ui/feedback/toast-store'

const fieldClass = 'field w-full text-base'

/** What the form needs to know of the site: the address messages go to, and the name their subject gives. */
export type ContactSite = Pick<Site, 'email' | 'name'>

/** Follows a link as if the visitor had clicked it: the browser hands a mailto: address to the mail program. */
function followLink(href: string) {
  const link = document.createElement('a')
  link.href = href
  document.body.append(link)
  link.click()
  link.remove()
}

/** Required fields are enforced by the browser; sending opens the visitor's own mail program. */
export function ContactForm({ text, site }: { text: PageContent<'contact'>['form']; site: ContactSite }) {
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (key: string) => {
      const entry = data.get(key)
      return typeof entry === 'string' ? entry : ''
    }
    followLink(buildMailto(site.email, site.name, { name: value('nom'), email: value('courriel'), message: value('message') }))
    toast({ title: 'Votre logiciel de courriel s’ouvre', description: `Votre message est prêt à être envoyé à ${site.email}.` })
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-describedby={`${id}-obligatoires ${id}-aide ${id}-confidentialite`}>
      <p id={`${id}-obligatoires`} className="text-sm text-slate-600">
        {text.requiredNote}
      </p>
      <Field id={`${id}-nom`} label={text.nameLabel}>
        {(fieldId) => <input id={fieldId} name="nom" type="text" autoComplete="name" required className={fieldClass} />}
      </Field>
      <Field id={`${id}-courriel`} label={text.emailLabel}>
        {(fieldId) => <input id={fieldId} name="courriel" type="email" autoComplete="email" required className={fieldClass} />}
      </Field>
      <Field id={`${id}-message`} label={text.messageLabel}>
        {(fieldId) => <textarea id={fieldId} name="message" rows={6} required className={fieldClass} />}
      </Field>
      <p id={`${id}-aide`} className="text-sm text-slate-600">
        {text.help}
      </p>
      <p id={`${id}-confidentialite`} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
        {text.privacyNotice} Pour en savoir plus, lisez{' '}
        <a href={markdownPagePath('politique-confidentialite')} className="font-semibold text-brand-700 underline underline-offset-2">
          notre politique de confidentialité
        </a>
        .
      </p>
      <SubmitButton className="justify-self-start">{text.submitLabel}</SubmitButton>
    </form>
  )
}
