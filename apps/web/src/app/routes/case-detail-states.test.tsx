import {
  LIST_STATE_MESSAGES,
  MESSAGES,
  MODERATION_MESSAGES,
  NOTICE_MESSAGES,
} from '@forewarn/domain';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { useCase } from '../../features/cases/api/get-case';
import { ThisCaseNamesYou } from '../../features/named-party/components/this-case-names-you';
import { NotificationEmailSettings } from '../../features/notifications/components/notification-email-settings';
import { NamedPartySwitch } from '../../features/watches/components/named-party-switch';
import { useSession } from '../../lib/session';
import { CaseLoadFailure, SessionUnavailable } from './case-detail-states';
import { Screen as ReportFeedback } from './report-feedback';
import { Screen as Transparency } from './transparency';

// A review of the screens (issue 45's rule) found failures read as answers: a session that
// could not be read shown as signed out (the case page's member actions gone, Report & Feedback
// sending a member to Log In), a case page with no Try again, the named-party check's failure
// taken for "this case does not name you", and pages that said a raw error with no way on.
const busy = {
  status: 503,
  headers: { 'Retry-After': '2' },
  body: { error: { code: 'unavailable', message: 'The server is busy.' } },
};
const member = {
  body: { user: { id: 'u1', email: 'a@example.com', country: 'AU', emailVerified: true } },
};

/** Every query has its answer and none is on its way: what is on screen is its verdict. */
const settled = (client: QueryClient, status: 'success' | 'error') =>
  waitFor(() =>
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => [q.state.status, q.state.fetchStatus]),
    ).toEqual(
      client
        .getQueryCache()
        .getAll()
        .map(() => [status, 'idle']),
    ),
  );

function SessionNotice() {
  return <SessionUnavailable session={useSession()} />;
}
function CasePage() {
  return <CaseLoadFailure query={useCase('c1')} className="" />;
}

describe('the case page when a part could not be read', () => {
  it('says a session that failed could not be checked, and Try again clears it', async () => {
    let tries = 0;
    serveApi({ 'GET /api/auth/session': () => (++tries === 1 ? busy : member) });
    const { client } = renderWithApp(<SessionNotice />);
    expect(await screen.findByText(LIST_STATE_MESSAGES.sessionUnavailable)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    await waitFor(() => expect(tries).toBe(2));
    await settled(client, 'success');
    expect(screen.queryByText(LIST_STATE_MESSAGES.sessionUnavailable)).toBeNull();
  });

  it('says nothing for a session that answered, signed out included', async () => {
    const calls = serveApi({ 'GET /api/auth/session': { body: { user: null } } });
    const { container, client } = renderWithApp(<SessionNotice />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settled(client, 'success');
    expect(container).toBeEmptyDOMElement();
  });

  it('says a case that could not be loaded, with Try again', async () => {
    let tries = 0;
    serveApi({
      'GET /api/cases/c1': () => (++tries === 1 ? busy : { status: 404, body: notFound }),
    });
    const { client } = renderWithApp(<CasePage />);
    expect(await screen.findByText(MESSAGES.failedToLoadCase('The server is busy.'))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    await waitFor(() => expect(tries).toBe(2));
    await settled(client, 'error');
    // Gone: the spec's title alone, and no Try again.
    expect(screen.queryByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeNull();
    expect(screen.queryByText(/The server is busy/)).toBeNull();
    expect(screen.getByRole('heading', { name: MESSAGES.findingCaseData })).toBeVisible();
  });

  it('says a case removed by a moderator so, with no Try again', async () => {
    serveApi({
      'GET /api/cases/c1': {
        status: 404,
        body: {
          error: { code: 'not_found', message: MODERATION_MESSAGES.caseRemovedByModeration },
        },
      },
    });
    renderWithApp(<CasePage />);
    expect(await screen.findByTestId('case-removed')).toBeVisible();
    expect(screen.queryByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeNull();
  });

  it('says the named-party check failed, not that the case does not name the reader', async () => {
    serveApi({ 'GET /api/cases/c1/named-party': busy, 'GET /api/auth/session': member });
    renderWithApp(
      <ThisCaseNamesYou
        caseId="c1"
        dispute={null}
        onReply={() => {}}
        notify={() => {}}
        onNamed={() => {}}
      />,
    );
    expect(await screen.findByText(LIST_STATE_MESSAGES.namedStatusUnavailable)).toBeVisible();
    expect(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeVisible();
  });
});

const notFound = { error: { code: 'not_found', message: 'Case not found.' } };

describe('pages whose data could not be read', () => {
  it('Report & Feedback keeps a member whose session failed, with Try again, off Log In', async () => {
    serveApi({ 'GET /api/auth/session': busy });
    renderWithApp(<ReportFeedback />, { route: '/ReportFeedbackPage' });
    expect(await screen.findByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeVisible();
    expect(screen.getByRole('heading', { name: /Report/ })).toBeVisible();
  });

  it('Transparency says its figures are unavailable, with Try again', async () => {
    serveApi({ 'GET /api/transparency': busy });
    renderWithApp(<Transparency />);
    expect(await screen.findByText(NOTICE_MESSAGES.transparencyUnavailable)).toBeVisible();
    expect(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeVisible();
  });
});

describe("My Account's switches whose state could not be read", () => {
  it.each([
    [
      'the named-party notice',
      'GET /api/account/named-party-notices',
      <NamedPartySwitch key="n" />,
    ],
    ['email notices', 'GET /api/notifications/settings', <NotificationEmailSettings key="e" />],
  ])('%s: said unavailable, not shown off, with Try again', async (_, route, ui) => {
    serveApi({ [route]: busy });
    renderWithApp(ui);
    expect(await screen.findByText(LIST_STATE_MESSAGES.settingsUnavailable)).toBeVisible();
    expect(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
