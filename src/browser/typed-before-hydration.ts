/**
 * A pre-rendered form shows its fields before its scripts run: a visitor on a slow phone may type, choose or tick
 * before the page hydrates. React then keeps the page's own values (those it rendered), and its next render would
 * put them back over the visitor's. This reads what the visitor changed, so that the page adopts it instead.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What the visitor changed in the form's named fields since the page was written: a text, or a box's checked state. */
export function changedBeforeHydration(form: HTMLFormElement): Map<string, string | boolean> {
  const changed = new Map<string, string | boolean>()
  for (const element of Array.from(form.elements)) {
    const control = element as Control
    if (!control.name) continue
    if (control instanceof HTMLSelectElement) {
      const selected = control.selectedOptions[0]
      if (selected && !selected.defaultSelected) changed.set(control.name, control.value)
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked))
        changed.set(control.name, control.type === 'checkbox' ? control.checked : control.value)
    } else if (control.value !== control.defaultValue) changed.set(control.name, control.value)
  }
  return changed
}
