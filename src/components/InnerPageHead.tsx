import { navigationLabel } from '../layout/navigation'
import { Seo } from '../seo/Seo'
import { PageIntro } from './PageIntro'

interface Props {
  /** Path of the page, also its canonical path. */
  path: string
  /** Name in the breadcrumb; by default the page's header link label. */
  name?: string
  meta: { title: string; description: string }
  title: string
  lead: string
}

/** Metadata, breadcrumb, H1 and lead of an inner page, from one set of facts so that they cannot drift apart. */
export function InnerPageHead({ name, path, meta, title, lead }: Props) {
  const trail = [{ name: name ?? navigationLabel(path), path }]
  return (
    <>
      <Seo title={meta.title} description={meta.description} canonicalPath={path} breadcrumb={trail} />
      <PageIntro trail={trail} title={title} lead={lead} />
    </>
  )
}
