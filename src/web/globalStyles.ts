// The site-wide styles (fonts, tokens, base, components of every page), in cascade order. The
// production build writes every stylesheet of the app into one file (vite.config.ts,
// `build.cssCodeSplit: false`) and orders it by entry: the browser entry imports this module so
// that these rules come first there and every feature's rules after them, as they did when each
// page linked its own files. The root route imports it too, for the dev server's styles.
import "./ui/fonts.css";
import "./ui/fontFallbacks.css";
import "./ui/tokens.css";
import "./ui/base.css";
import "./ui/ui.css";
import "./features/layout/layout.css";
import "./features/catalog/catalog.css";
import "./features/consent/consent.css";
import "./features/overlay/overlay.css";
