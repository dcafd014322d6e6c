/** Every article image comes in two widths: the file named in front matter (1200 px) and this 640 px copy beside it. */
/** Size of an article's image, the file named in its front matter. */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 675 }
export const SMALL_IMAGE_WIDTH = 640

export function smallImage(image: string): string {
  return image.replace(/(\.\w+)$/, `-${SMALL_IMAGE_WIDTH}$1`)
}
