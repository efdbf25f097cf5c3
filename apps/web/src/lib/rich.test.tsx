import { loadTranslations, RICH_ACCOUNTS, setLocale } from '@forewarn/domain';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rich } from './rich';

// A rich catalogue message on screen (issue 49): the words around the element are the
// catalogue's in the language of the moment, the element the component's, its words the
// message's; in the pseudo-locale the whole sentence is marked, the link's words inside it.

const notice = () =>
  rich(RICH_ACCOUNTS.verifyEmailNotice({ link: (chunks) => <a href="/my-account">{chunks}</a> }));

describe('rich', () => {
  beforeAll(() => loadTranslations('fr-CA'));
  afterEach(() => setLocale('en'));

  it('renders the English around the component’s own link, exactly as it read before', () => {
    const { container, getByRole } = render(<p>{notice()}</p>);
    expect(container.textContent).toBe(
      'Open the link we emailed you, or ask for a new one on My Account.',
    );
    expect(getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/my-account');
  });

  it('renders the French with the link’s words in French, and marks the pseudo-locale', () => {
    setLocale('fr-CA');
    const french = render(<p>{notice()}</p>);
    expect(french.getByRole('link', { name: 'Mon compte' })).toBeTruthy();
    expect(french.container.textContent).toMatch(/^Ouvrez le lien .* dans Mon compte\.$/);
    setLocale('en-XA');
    const marked = render(<p>{notice()}</p>);
    expect(marked.container.textContent).toBe(
      '⟦Open the link we emailed you, or ask for a new one on My Account.⟧',
    );
  });

  it('keeps the API tokens’ link, its words the address, in French', () => {
    setLocale('fr-CA');
    const { container, getByRole } = render(
      <p>
        {rich(RICH_ACCOUNTS.apiTokensLead({ link: (chunks) => <a href="/api/docs">{chunks}</a> }))}
      </p>,
    );
    expect(getByRole('link', { name: '/api/docs' }).getAttribute('href')).toBe('/api/docs');
    expect(container.textContent).toMatch(
      /^Laissez votre logiciel .* L’API est décrite à \/api\/docs\.$/,
    );
  });
});
