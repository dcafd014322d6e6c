/** Every article image comes in two widths: the file named in front matter (1200 px) and this 640 px copy beside it. */
export const SMALL_IMAGE_WIDTH = 640

export function smallImage(image: string): string {
  return image.replace(/(\.\w+)$/, `-${SMALL_IMAGE_WIDTH}$1`)
}
