import { createElement, Fragment, type ReactNode } from 'react';

// A rich catalogue message (packages/domain's richOf: texts around a link, a <strong>…) as one
// node. The parts are children given one by one, so React asks no keys of the elements that
// the message's tags made; each tag's element is the component's own (`link: (chunks) =>
// <Link to={…}>{chunks}</Link>`), the words and their order the catalogue's.

/** The parts of a rich message, rendered in their order. */
export function rich(parts: unknown[]): ReactNode {
  return createElement(Fragment, null, ...(parts as ReactNode[]));
}
