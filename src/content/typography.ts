/**
 * French (Québec) spacing, applied by the build to every text an editor writes, so that nobody has to type a
 * non-breaking space: before « : », « % », « $ » and « » », and after « « ». Québec usage puts no space before
 * « ; », « ? » and « ! », so those are left as written.
 */
const NBSP = '\u00a0'

export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+([:%$»])/g, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]+/g, `«${NBSP}`)
}

/** The same, applied to every string of a parsed YAML value (URLs, paths and addresses hold no space, so they pass unchanged). */
export function withFrenchSpacing<T>(value: T): T {
  if (typeof value === 'string') return frenchSpacing(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withFrenchSpacing(item)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFrenchSpacing(item)])) as T
  return value
}
