import { Component, type ReactNode } from 'react'

/**
 * Keeps the keyboard focus on a control that an update of `children` redraws (a new element in place of the
 * focused one, with the same id): React calls getSnapshotBeforeUpdate just before it changes the page and
 * componentDidUpdate just after, in the same task, so no key the visitor presses can fall in between. Focus that
 * was anywhere else is left alone.
 */
export class KeepFocus extends Component<{ children: ReactNode }> {
  override getSnapshotBeforeUpdate() {
    return document.activeElement
  }

  override componentDidUpdate(_props: unknown, _state: unknown, focused: Element | null) {
    if (focused?.id && !focused.isConnected && document.activeElement === document.body) {
      document.getElementById(focused.id)?.focus()
    }
  }

  override render() {
    return this.props.children
  }
}
