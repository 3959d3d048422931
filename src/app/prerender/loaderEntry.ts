// The after-paint loader as the browser runs it: scripts/after-paint.mjs builds this file into a
// small classic script and names the template that holds the page's module scripts.
import { startLoader } from './startLoader'

declare const __AFTER_PAINT_TEMPLATE__: string

const held = document.getElementById(__AFTER_PAINT_TEMPLATE__)
if (held instanceof HTMLTemplateElement) startLoader(held)
