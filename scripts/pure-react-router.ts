// react-router's dist builds its contexts and components with bare top-level calls
// (`var Form = React10.forwardRef(...)`) and sets `X.displayName` after, which a bundler must
// keep: every page carried Form, NavLink, useSubmit and the like, which the app never uses.
// This marks those calls pure and drops the displayName lines (devtools labels only), in the
// production build alone, so unused components tree-shake. Lines are kept, so source maps hold.
import type { Plugin } from 'vite';

const ROUTER_DIST = /node_modules\/react-router\/dist\/.+\.mjs$/;
const BARE_REACT_CALL = /^(var \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

export function pureReactRouter(): Plugin {
  return {
    name: 'evee-pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return null;
      return { code: code.replace(BARE_REACT_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''), map: null };
    },
  };
}
