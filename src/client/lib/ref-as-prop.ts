import { options, type VNode } from 'preact';

/**
 * React 19 passes `ref` to function components as an ordinary prop, and this client is written that
 * way (the card field's handle, the inquiry forms' fields). The client runs on preact/compat
 * (decision 0008), which keeps `ref` off a function component's props unless it is wrapped in
 * forwardRef; this hook gives every function component React 19's behaviour. Class components and
 * DOM elements keep their refs as they are.
 */
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode as VNode & { ref?: unknown };
  const node = vnode as VNode & { ref?: unknown; props: Record<string, unknown> };
  if (typeof type === 'function' && !type.prototype?.render && node.ref != null) {
    node.props.ref = node.ref;
    node.ref = undefined;
  }
  previous?.(vnode);
};
