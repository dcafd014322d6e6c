/**
 * The CMS of /admin/: Decap CMS's core with only what this site uses (the backends of ../decap-config.ts, the widgets
 * of its form, French), built into /admin/ by ../admin-bundle.ts. The site's own widgets and checks make the form
 * refuse what the build refuses; the context they check against is read before the CMS starts.
 */
import { DecapCmsCore as CMS, type CmsWidgetControlProps } from 'decap-cms-core'
import { GitGatewayBackend } from 'decap-cms-backend-git-gateway'
import { GitHubBackend } from 'decap-cms-backend-github'
import { GitLabBackend } from 'decap-cms-backend-gitlab'
import { ProxyBackend } from 'decap-cms-backend-proxy'
import BooleanWidget from 'decap-cms-widget-boolean'
import ListWidget from 'decap-cms-widget-list'
import NumberWidget from 'decap-cms-widget-number'
import ObjectWidget from 'decap-cms-widget-object'
import SelectWidget from 'decap-cms-widget-select'
import StringWidget from 'decap-cms-widget-string'
import TextWidget from 'decap-cms-widget-text'
import type { ComponentType } from 'react'
import type { FieldProblem } from '../../../src/content/problems.ts'
import { articlePreview } from './article-preview.tsx'
import { bodyControl } from './body-widget.tsx'
import { checked, container, showFirstProblem, type FieldMessages, type Inner } from './checked-widgets.tsx'
import { loadContext, type AdminContext } from './context.ts'
import { DateControl } from './date-widget.tsx'
import { searchWholeEntries } from './entry-search.ts'
import { SITE_FORMATS } from './file-formats.ts'
import type { WidgetProps } from './decap.ts'
import { addedImages, type Entry } from './decap.ts'
import { cleaned, entryFile, fileProblems, formPath, valueAt, type EntryFile } from './entry-checks.ts'
import { saveEvents } from './events.ts'
import { identifierControl } from './identifier-widget.tsx'
import { guardImagesInUse } from './image-users.ts'
import { ImageControl } from './image-widget.tsx'
import { LengthCount } from './length-count.tsx'
import { FRENCH } from './locale.ts'
import { tidyField } from './pasted-text.ts'
import { SITE_WIDGETS } from '../form-conventions.ts'

/**
 * The problems of each entry, worked out once per state of its data (every field asks when the entry is saved), with
 * the file they were found in (its text tidied once, not once per field).
 */
function fieldMessages(context: AdminContext): FieldMessages {
  const checkedOf = new WeakMap<object, { file: EntryFile; problems: FieldProblem[] }>()
  const emptied = (value: unknown) => (value === '' || value === null ? undefined : value)
  return (props) => {
    const path = props.field.get('path')
    if (typeof path !== 'string') return []
    const entry = props.getEntry()
    const data = entry.get('data') ?? entry
    let found = checkedOf.get(data)
    if (!found) {
      const file = entryFile(entry)
      checkedOf.set(data, (found = { file, problems: fileProblems(file, context, addedImages(entry)) }))
    }
    const { file, problems } = found
    const value = emptied(tidyField(path, cleaned((props.value as { toJS?: () => unknown } | null)?.toJS?.() ?? props.value)))
    // An empty required field: Decap says so itself (editor.editorControlPane.widget.required), once.
    if (value === undefined && props.field.get('required') !== false) return []
    const label = String(props.field.get('label'))
    return problems
      .filter(({ field }) => field !== undefined && formPath(field) === path && (!path.includes('*') || valueAt(file.data, field) === value))
      .map(({ message }) => `${label} : ${message}`)
  }
}

function register(context: AdminContext) {
  const messages = fieldMessages(context)
  // Decap's own controls are React classes of its widget props (types/untyped-modules.d.ts leaves them untyped).
  const control = (module: typeof StringWidget) => module.controlComponent as Inner
  const asWidget = (component: ComponentType<WidgetProps>) => component as unknown as ComponentType<CmsWidgetControlProps>
  for (const module of [StringWidget, TextWidget])
    CMS.registerWidget(module.Widget({ controlComponent: checked(control(module), messages, LengthCount) }))
  for (const module of [NumberWidget, SelectWidget, BooleanWidget])
    CMS.registerWidget(module.Widget({ controlComponent: checked(control(module), messages) }))
  for (const module of [ListWidget, ObjectWidget]) CMS.registerWidget(module.Widget({ controlComponent: container(control(module)) }))
  CMS.registerWidget(SITE_WIDGETS.date, asWidget(checked(DateControl, messages)))
  CMS.registerWidget(SITE_WIDGETS.image, asWidget(checked(ImageControl, messages)))
  CMS.registerWidget(SITE_WIDGETS.body, asWidget(checked(bodyControl(context), messages)))
  CMS.registerWidget(SITE_WIDGETS.identifier, asWidget(checked(identifierControl(control(StringWidget)), messages)))

  for (const style of context.styles) CMS.registerPreviewStyle(style)
  CMS.registerPreviewTemplate('articles', articlePreview(context))

  const { preSave, postSave } = saveEvents(context)
  CMS.registerEventListener({ name: 'preSave', handler: ({ entry }) => preSave({ entry: entry as Entry }) })
  CMS.registerEventListener({ name: 'postSave', handler: ({ entry }) => postSave({ entry: entry as Entry }) })
}

// A save refused ends in a promise Decap rejects and leaves unhandled: without a reason when a field refuses it, with
// its own failure action when the save event does. The refusal is shown next to the fields or in Decap's message, not
// reported to the console as an error of the page.
const PERSIST_FAILURE = 'ENTRY_PERSIST_FAILURE'
window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
  const reason: unknown = event.reason
  if (reason === undefined || (typeof reason === 'object' && reason !== null && (reason as { type?: unknown }).type === PERSIST_FAILURE)) {
    event.preventDefault()
    // Once the form shows what it refused: the first field marked, in view.
    requestAnimationFrame(showFirstProblem)
  }
})

// Decap writes a field's problems in small capitals, which would turn an address into « /ZONES-CARDIAQUE » and a
// French sentence into shouting: they are shown as written. Its list of problems is found by the label its styled
// component gives its class (decap-cms-core's ControlErrorsList).
const asWritten = document.createElement('style')
asWritten.textContent = 'ul[class*="-ControlErrorsList"] { text-transform: none; font-size: 13px; }'
document.head.append(asWritten)

CMS.registerBackend('git-gateway', GitGatewayBackend)
CMS.registerBackend('github', GitHubBackend)
CMS.registerBackend('gitlab', GitLabBackend)
CMS.registerBackend('proxy', ProxyBackend)
CMS.registerLocale('fr', FRENCH)
for (const [name, { extension, formatter }] of Object.entries(SITE_FORMATS)) CMS.registerCustomFormat(name, extension, formatter)
guardImagesInUse()
searchWholeEntries()

register(await loadContext())
CMS.init()
