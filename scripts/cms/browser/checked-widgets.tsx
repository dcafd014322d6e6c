/**
 * Decap's own widgets, each made to refuse what the build refuses, next to the field: a field shows the problems the
 * build's checks find in its value (./entry-checks.ts), in French, after the form's label. Lists name their items in
 * French (« 1 source », « Ajouter une source »), from the schemas' metadata (src/content/fields.ts) through config.yml.
 */
import { Component, type ComponentType, type Ref } from 'react'
import { changeDraftFieldValidation } from 'decap-cms-core/dist/esm/actions/entries.js'
import { store } from 'decap-cms-core/dist/esm/redux/index.js'
import type { WidgetProps } from './decap.ts'

/** The messages of the problems of a field's value, each after the field's label. */
export type FieldMessages = (props: WidgetProps) => string[]

/** What Decap reads of a control it wraps (decap-cms-core's Widget.processInnerControlRef). */
interface Control {
  isValid?: () => unknown
  validate?: () => void
  focus?: (path: string) => void
  getValidateValue?: () => unknown
}

/**
 * A refusal as Decap shows it next to the field. Its kind is the one of a missing field, for which Decap also says,
 * when the save is refused, that fields are to be corrected (ui.toast.missingRequiredField in ./locale.ts): without
 * it, a refused value would only turn the field red, perhaps far from the button.
 */
const refusal = (messages: string[]) => (messages.length ? { error: { type: 'PRESENCE', message: messages.join(' ; ') } } : true)

/** Each checked field shown in the form, by Decap's id for it: its path in config.yml (a list's items share one). */
const shownFields = new Map<string, string>()

/**
 * Marks the fields a problem found only at save time names (with `npm run edit`, a passage repeated from another
 * file: ./events.ts), as Decap marks a field it refuses: the message stays next to the field until the next save.
 */
export function markFields(problems: { path: string; message: string }[]) {
  for (const [forID, path] of shownFields) {
    const messages = problems.filter((problem) => problem.path === path).map(({ message }) => message)
    if (messages.length) store.dispatch(changeDraftFieldValidation(forID, [{ type: 'CUSTOM', message: messages.join(' ; ') }]))
  }
}

/** Brings the first field with a problem into view and puts the cursor in it: where the editor looks after a refusal. */
export function showFirstProblem() {
  const topbar = document.querySelector('ul[class*="-ControlErrorsList"]')?.parentElement
  if (!topbar) return
  topbar.scrollIntoView({ block: 'center' })
  const forID = topbar.querySelector('label')?.htmlFor
  const control = forID ? document.getElementById(forID) : null
  control?.focus({ preventScroll: true })
}

/** A control of Decap's widget props: Decap's own (a class, whose instance it reads) or the site's. */
export type Inner = ComponentType<WidgetProps & { ref?: Ref<Control> }>

/**
 * A widget whose value is checked: Decap's own verdict first (a number out of range), then the build's checks; with
 * what `Below` says of the value under it (./length-count.tsx).
 */
export function checked(Inner: Inner, messagesOf: FieldMessages, Below?: ComponentType<WidgetProps>) {
  return class Checked extends Component<WidgetProps> {
    inner: Control | null = null

    isValid = () => {
      const own = this.inner?.isValid?.()
      if (own !== undefined && own !== true) return own
      return refusal(messagesOf(this.props))
    }

    focus(path: string) {
      this.inner?.focus?.(path)
    }

    get getValidateValue() {
      return this.inner?.getValidateValue
    }

    componentWillUnmount() {
      shownFields.delete(this.props.forID)
    }

    render() {
      const path = this.props.field.get('path')
      if (typeof path === 'string') shownFields.set(this.props.forID, path)
      const inner = <Inner {...this.props} ref={(control) => void (this.inner = control)} />
      if (!Below) return inner
      return (
        <div>
          {inner}
          <Below {...this.props} />
        </div>
      )
    }
  }
}

/**
 * A list or an object: its fields are checked one by one (Decap asks each, through `validate`); a list says how many
 * items it holds and what its button adds in the words of config.yml's label_singular and label_add.
 */
export function container(Inner: Inner) {
  return class Container extends Component<WidgetProps> {
    inner: Control | null = null

    // Decap validates each field of a list or an object through this method of the control it holds.
    get validate() {
      return this.inner?.validate
    }

    // Every change below may change what the fields inside show, as Decap's own list and object controls say.
    shouldComponentUpdate() {
      return true
    }

    focus(path: string) {
      this.inner?.focus?.(path)
    }

    t = (key: string, options?: Record<string, unknown>) => {
      const item = this.props.field.get('label_add')
      return key === 'editor.editorWidgets.list.add' && typeof item === 'string' ? `Ajouter ${item}` : this.props.t(key, options)
    }

    render() {
      return <Inner {...this.props} t={this.t} ref={(control) => void (this.inner = control)} />
    }
  }
}
