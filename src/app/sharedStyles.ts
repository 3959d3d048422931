// The stylesheets of small parts that most pages draw on their first screen. Imported here, they
// join the entry's stylesheet instead of arriving as stylesheets of their own: a page then asks
// for at most four before its first paint, which leaves room on an HTTP/1.1 host's six
// connections for the loader and the manifest (decision 031). The parts still import their own
// stylesheet, so they stay whole on their own; the bundler keeps one copy, in the entry.
import '../shared/ui/states.css'
import '../shared/ui/fields.css'
import '../shared/ui/areaMark.css'
import '../shared/ui/Dialog.css'
import '../features/catalogue/plan/stars.css'
import '../features/catalogue/destinationCard.css'
