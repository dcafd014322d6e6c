/**
 * `npm run build`: vite-react-ssg's build, given the configuration of vite.config.ts loaded once, here. Its own command
 * (`vite-react-ssg build`) would load vite.config.ts three times, each a new copy of the build's steps with a context of
 * its own; with one configuration, the browser build, the pre-rendering and the finishing steps share one build
 * context (./context.ts).
 */
import { build } from 'vite-react-ssg/node'
import config from '../vite.config.ts'

await build({}, { ...config, configFile: false })
