/**
 * An image as the site serves it: the editor sends a JPEG, a PNG or a WebP from the computer, the CMS crops it to the
 * field's size, encodes it as WebP and names it after the article (config.yml: `image_size`, `image_folder`,
 * `image_name`), then adds it to the entry, saved with it. The file it replaces is removed once the entry is saved
 * (./events.ts). Another type of file is refused on the spot, next to the field.
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

export function ImageControl(props: WidgetProps) {
  const { value, forID, classNameWrapper, onChange, field, getAsset } = props
  const [state, setState] = useState<{ status: 'idle' | 'working' } | { status: 'refused'; message: string }>({ status: 'idle' })
  const { size, folder, name } = options(props)
  const url = typeof value === 'string' && value ? String(getAsset(value, field)) : ''
  // The image the entry had when it was opened: the one a new image replaces, removed once the entry is saved.
  rememberImage(props.getEntry(), String(field.get('path')), value)

  async function send(file: File | undefined) {
    if (!file) return
    if (!(file.type in ACCEPTED_TYPES)) {
      return setState({ status: 'refused', message: `« ${file.name} » : type refusé; envoyez une image JPEG, PNG ou WebP.` })
    }
    const base = baseName(props, name)
    if (!base) return setState({ status: 'refused', message: 'Remplissez d’abord l’identifiant : l’image prend son nom.' })
    setState({ status: 'working' })
    try {
      const path = `${PUBLIC_DIR}${folder}/${base}.webp`
      const image = await webpImage(file, path, size)
      addToEntry(image, path, field)
      onChange(`${folder}/${base}.webp`)
      setState({ status: 'idle' })
    } catch (error) {
      setState({
        status: 'refused',
        message: `Image illisible (${error instanceof Error ? error.message : String(error)}) : essayez un autre fichier.`,
      })
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
        onChange={(event) => void send(event.target.files?.[0])}
        disabled={state.status === 'working'}
      />
      <p role="status" style={{ margin: '0.5rem 0 0', color: state.status === 'refused' ? '#d60032' : '#798291' }}>
        {state.status === 'working'
          ? `Conversion en WebP de ${size.width} × ${size.height} px…`
          : state.status === 'refused'
            ? state.message
            : `${value ? 'Remplacer' : 'Choisir'} : JPEG, PNG ou WebP, converti en WebP de ${size.width} × ${size.height} px.`}
      </p>
    </div>
  )
}
