/**
 * A pre-rendered form shows its fields before its scripts run: a visitor on a slow phone may type, choose or tick
 * before the page hydrates. React then keeps the page's own values (those it rendered), and its next render would
 * put them back over the visitor's. This reads what the visitor changed, so that the page adopts it instead.
 */
/**
 * What the visitor changed in the form since the page was written, in the fields `draft` names (a control named as
 * one of its keys, whose value has the type the draft gives that key): a text, a choice, or a box's checked state.
 */
export function typedBeforeHydration<D extends Record<string, string | boolean>>(form: HTMLFormElement | null, draft: D): Partial<D> {
  const typed: Record<string, string | boolean> = {}
  for (const element of Array.from(form?.elements ?? [])) {
    // Read as an input: a list is told apart first, and a text area has a text field's value and default value.
    const control = element as HTMLInputElement
    let changed: string | boolean | undefined
    if (control instanceof HTMLSelectElement) {
      const selected = control.selectedOptions[0]
      if (selected && !selected.defaultSelected) changed = control.value
    } else if (control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) changed = control.checked
    } else if (control.type === 'radio') {
      if (control.checked && !control.defaultChecked) changed = control.value
    } else if (control.value !== control.defaultValue) changed = control.value
    if (changed !== undefined && Object.hasOwn(draft, control.name) && typeof changed === typeof draft[control.name]) typed[control.name] = changed
  }
  return typed as Partial<D>
}
