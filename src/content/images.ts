/** Size of an article's image, the file named in front matter (16:9). */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 675 }

/** Every article image comes in two widths: the file named in front matter (1200 px) and this 640 px copy beside it. */
export const SMALL_IMAGE_WIDTH = 640

/** Size of the 640 px copy, same proportions as the article image. */
export const SMALL_IMAGE_SIZE = {
  width: SMALL_IMAGE_WIDTH,
  height: Math.round((ARTICLE_IMAGE_SIZE.height * SMALL_IMAGE_WIDTH) / ARTICLE_IMAGE_SIZE.width),
}

/** Size of every social (Open Graph, Twitter) image: the one each page gets from the build and the site's default. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 }

/** Name of the 640 px copy beside an image: `/images/articles/x.webp` → `/images/articles/x-640.webp`; works on a URL or a file path. */
export function smallImage(image: string): string {
  return image.replace(/(\.\w+)$/, `-${SMALL_IMAGE_WIDTH}$1`)
}
