import { analyze } from '../support/axe';
import {
  contextFor,
  cutOff,
  makeWorld,
  routes,
  settle,
  smallTargets,
  type Who,
} from '../support/every-route';
import { expect, test } from '../support/fixtures';

// Issue 24: every route on a phone (360 and 390 px) and a tablet (768 px): nothing cut off, no
// sideways scroll, every control at least 44 px to tap; and axe finds nothing on every route
// at 390 and 1280 px, signed out, signed in and as a moderator, the Menu open too.

const WHO: Who[] = ['visitor', 'member', 'moderator'];
/** A phone, a bigger phone and a tablet: nothing cut off, no sideways scroll, 44 px targets. */
const LAYOUT_WIDTHS = [360, 390, 768];
/** A phone and a desktop: axe finds nothing. */
const AXE_WIDTHS = [390, 1280];
const WIDTHS = [...new Set([...LAYOUT_WIDTHS, ...AXE_WIDTHS])].sort((a, b) => a - b);
const HEIGHT = 900;

// The three roles share nothing (each makes its own world), so the two workers take them
// side by side rather than one after the other (decision 0096).
test.describe.configure({ mode: 'parallel' });

// Each route is loaded once and looked at from the narrowest width to the widest, the window
// resized in between, as a phone turned sideways is: the layout is CSS media queries (and one
// matchMedia listener, which follows a resize), so a resize shows what a load at that width
// shows. Loading every route again at every width took 4.5 minutes of CI's browser suite.
for (const who of WHO) {
  test(`as a ${who}, every route: nothing cut off or scrolling sideways and every control tappable at ${LAYOUT_WIDTHS.join(', ')} px; axe finds nothing at ${AXE_WIDTHS.join(' and ')} px`, async ({
    browser,
    baseURL,
    db,
    signIn,
  }) => {
    // 360 s: issue 48 added four routes a role (the notice form, its status, the figures, My
    // decisions and the poster's page), each looked at five times.
    test.setTimeout(360_000);
    const world = await makeWorld(db);
    const narrowest = { width: WIDTHS[0] ?? 360, height: HEIGHT };
    const context = await contextFor(browser, baseURL ?? '', who, world, signIn, narrowest);
    const page = await context.newPage();
    const problems: string[] = [];
    const found: string[] = [];
    const axe = async (where: string) => {
      const { violations } = await analyze(page);
      for (const v of violations) {
        found.push(
          `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      }
    };
    for (const path of routes(who, world)) {
      await page.setViewportSize(narrowest);
      await page.goto(path);
      await settle(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const where = `${path} at ${width} px`;
        if (LAYOUT_WIDTHS.includes(width)) {
          for (const problem of await cutOff(page)) problems.push(`${where}: cut off: ${problem}`);
          for (const problem of await smallTargets(page)) {
            problems.push(`${where}: small: ${problem}`);
          }
        }
        if (AXE_WIDTHS.includes(width)) await axe(where);
      }
    }
    // The Menu, open, on a phone.
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await axe('/ at 390 px with the Menu open');

    expect.soft(problems, 'cut off, sideways scroll or small targets').toEqual([]);
    expect(found, 'axe').toEqual([]);
    await context.close();
  });
}
