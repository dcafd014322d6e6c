/**
 * An image as the site serves it: the editor sends a JPEG, a PNG or a WebP from the computer, the CMS crops it to the
 * field's size, encodes it as WebP and names it after the article (config.yml: `image_size`, `image_folder`,
 * `image_name`), then adds it to the entry, saved with it. The file it replaces is removed once the entry is saved
 * (./events.ts). Another type of file, or one that does not read as an image, is refused on the spot, next to the
 * field; an image smaller than the field's size, or of a shape its crop would cut deeply (a portrait), is shown with
 * what would happen to it, and used only if the editor says so. The converted image is shown at once.
 */
import { useState } from 'react'
import { PUBLIC_DIR } from '../form-conventions.ts'
import { addToEntry, webpImage, type WidgetProps } from './decap.ts'
import { rememberImage } from './events.ts'

/** The types an editor may send, and what the site serves. */
const ACCEPTED_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' } as const

/** Values of config.yml this widget reads. */
interface ImageOptions {
  size: { width: number; height: number }
  /** The folder of public/ where the image is saved: /images/articles. */
  folder: string
  /** `entry`: named after the entry's file (a new article: its identifier); `value`: keeps the name it has. */
  name: 'entry' | 'value'
}

function options(props: WidgetProps): ImageOptions {
  const size = props.field.get('image_size') as { toJS(): ImageOptions['size'] }
  return { size: size.toJS(), folder: String(props.field.get('image_folder')), name: props.field.get('image_name') === 'value' ? 'value' : 'entry' }
}

/** The file's name without its extension, from the entry or the current value; null when there is none yet. */
function baseName(props: WidgetProps, name: ImageOptions['name']): string | null {
  if (name === 'value') return typeof props.value === 'string' ? (/([^/]+)\.\w+$/.exec(props.value)?.[1] ?? null) : null
  const entry = props.getEntry()
  const slug = entry.get('slug') || entry.get('data')?.get('canonicalId')
  return typeof slug === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : null
}

/** The least share of an image's width or height that its crop may keep without a word to the editor. */
const KEPT_AT_LEAST = 0.7

/** What the editor should know of an image before it is used: too small for the page, or a shape the crop would cut. */
function imageWarning(image: { width: number; height: number }, size: { width: number; height: number }): string | null {
  const { width, height } = image
  if (width < size.width || height < size.height)
    return `Cette image fait ${width} × ${height} px : plus petite que les ${size.width} × ${size.height} px de la page, elle sera agrandie et paraîtra floue.`
  const ratio = size.width / size.height
  const keptHeight = Math.min(1, width / ratio / height)
  const keptWidth = Math.min(1, (height * ratio) / width)
  if (keptHeight < KEPT_AT_LEAST)
    return `Cette image fait ${width} × ${height} px : recadrée en ${size.width} × ${size.height}, elle ne garderait que ${Math.round(keptHeight * 100)} % de sa hauteur (le haut et le bas seraient coupés).`
  if (keptWidth < KEPT_AT_LEAST)
    return `Cette image fait ${width} × ${height} px : recadrée en ${size.width} × ${size.height}, elle ne garderait que ${Math.round(keptWidth * 100)} % de sa largeur (les côtés seraient coupés).`
  return null
}

type State = { status: 'idle' | 'working' } | { status: 'refused'; message: string } | { status: 'warned'; message: string; file: File }

export function ImageControl(props: WidgetProps) {
  const { value, forID, classNameWrapper, onChange, field, getAsset } = props
  const [state, setState] = useState<State>({ status: 'idle' })
  // The image just converted, shown at once: the entry's own copy is served only once the entry is saved.
  const [preview, setPreview] = useState<{ value: string; url: string } | null>(null)
  const { size, folder, name } = options(props)
  const url = preview && preview.value === value ? preview.url : typeof value === 'string' && value ? String(getAsset(value, field)) : ''
  // The image the entry had when it was opened: the one a new image replaces, removed once the entry is saved.
  rememberImage(props.getEntry(), String(field.get('path')), value)

  const unreadable = (file: File) =>
    setState({
      status: 'refused',
      message: `« ${file.name} » ne se lit pas comme une image (fichier abîmé, ou d’un autre type renommé) : essayez un autre fichier.`,
    })

  /** Checks a file chosen: its type, then its size and shape, which the editor may accept. */
  async function choose(file: File | undefined) {
    if (!file) return
    if (!(file.type in ACCEPTED_TYPES)) {
      return setState({ status: 'refused', message: `« ${file.name} » : type refusé; envoyez une image JPEG, PNG ou WebP.` })
    }
    let image: ImageBitmap
    try {
      image = await createImageBitmap(file)
    } catch {
      return unreadable(file)
    }
    const warning = imageWarning(image, size)
    image.close()
    if (warning) return setState({ status: 'warned', message: warning, file })
    await send(file)
  }

  /** Converts the file and adds it to the entry. */
  async function send(file: File) {
    const base = baseName(props, name)
    if (!base) return setState({ status: 'refused', message: 'Remplissez d’abord l’identifiant : l’image prend son nom.' })
    setState({ status: 'working' })
    try {
      const path = `${PUBLIC_DIR}${folder}/${base}.webp`
      const image = await webpImage(file, path, size)
      const address = `${folder}/${base}.webp`
      setPreview((before) => {
        if (before) URL.revokeObjectURL(before.url)
        return { value: address, url: URL.createObjectURL(image) }
      })
      // The address first, the file after: a new image under the same name is still a change to publish (Decap
      // counts a field set to the value it had as no change, a file added as one).
      onChange(address)
      addToEntry(image, path, field)
      setState({ status: 'idle' })
    } catch {
      unreadable(file)
    }
  }

  return (
    <div className={classNameWrapper}>
      {url && (
        <img
          src={url}
          alt=""
          style={{
            display: 'block',
            maxWidth: '100%',
            width: 320,
            aspectRatio: `${size.width} / ${size.height}`,
            objectFit: 'cover',
            marginBottom: '0.75rem',
          }}
        />
      )}
      {typeof value === 'string' && value && <p style={{ margin: '0 0 0.75rem', fontFamily: 'monospace' }}>{value}</p>}
      <input
        id={forID}
        type="file"
        accept={Object.keys(ACCEPTED_TYPES).join(',')}
        onChange={(event) => {
          void choose(event.target.files?.[0])
          // The same file chosen again after a warning is a new choice.
          event.target.value = ''
        }}
        disabled={state.status === 'working'}
      />
      <p role="status" style={{ margin: '0.5rem 0 0', color: state.status === 'refused' || state.status === 'warned' ? '#d60032' : '#798291' }}>
        {state.status === 'working'
          ? `Conversion en WebP de ${size.width} × ${size.height} px…`
          : state.status === 'refused' || state.status === 'warned'
            ? state.message
            : `${value ? 'Remplacer' : 'Choisir'} : JPEG, PNG ou WebP, converti en WebP de ${size.width} × ${size.height} px.`}
      </p>
      {state.status === 'warned' && (
        <p style={{ margin: '0.5rem 0 0', display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <button type="button" onClick={() => void send(state.file)}>
            Utiliser quand même
          </button>
          <button
            type="button"
            onClick={() => {
              setState({ status: 'idle' })
              document.getElementById(forID)?.click()
            }}
          >
            Choisir une autre image
          </button>
        </p>
      )}
    </div>
  )
}
