/** Builds the mailto: link of the contact form (spec §7); every value is percent-encoded so any text survives. */

export interface ContactMessage {
  name: string
  email: string
  message: string
}

function contactSubject(siteName: string): string {
  return `Message depuis ${siteName}`
}

function contactBody({ name, email, message }: ContactMessage): string {
  return `Nom : ${name}\r\nCourriel : ${email}\r\nMessage :\r\n${message.replace(/\r?\n/g, '\r\n')}`
}

export function buildMailto(to: string, siteName: string, contact: ContactMessage): string {
  const query = `subject=${encodeURIComponent(contactSubject(siteName))}&body=${encodeURIComponent(contactBody(contact))}`
  return `mailto:${to}?${query}`
}
