/** Puts the focus on the first field, in the form's order, whose value is wrong; false when every field is right. */
export function focusFirstError(form: HTMLFormElement | null, order: readonly string[], errors: Partial<Record<string, string>>): boolean {
  const first = order.find((name) => errors[name])
  const control = first ? form?.elements.namedItem(first) : null
  if (control instanceof HTMLElement) control.focus()
  return Boolean(first)
}
