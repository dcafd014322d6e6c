/** Browser build of ServerHead: the head is already in the pre-rendered HTML, so there is nothing to draw. */
export function ServerHead() {
  return null
}
