import { expect, test } from '@playwright/test';
import { analyze } from '../support/axe';

// The control for every "axe finds nothing" in the suite: on a page with known faults, analyze
// (support/axe.ts) reports each of them, with every offending node, not just the first.
test('axe reports every known fault on a page made to have them, each node of each', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Faults</title></head>
    <body><main><h1>Faults</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="a">
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="b">
      <button id="c"></button>
      <p style="color:#777;background:#888">Hard to read</p>
    </main></body></html>`);
  const { violations } = await analyze(page);
  const nodes = Object.fromEntries(
    violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(' ')).sort()]),
  );
  expect(nodes['image-alt']).toEqual(['#a', '#b']);
  expect(nodes['button-name']).toEqual(['#c']);
  expect(nodes['color-contrast']).toHaveLength(1);
});
