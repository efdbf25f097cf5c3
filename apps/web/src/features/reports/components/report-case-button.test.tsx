import { MESSAGES, THREADS_UI } from '@forewarn/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { ReportCaseButton } from './report-case-button';

// Report Case (spec §2): a signed-out visitor is asked to log in; a session that could not be
// read is not "signed out", so a member is never told to log in because the server was busy.

const renderButton = () =>
  renderWithApp(<ReportCaseButton caseId="c1" isCreator={false} onMessage={() => {}} />);

describe('ReportCaseButton', () => {
  it('asks a signed-out visitor to log in', async () => {
    serveApi({ 'GET /api/auth/session': { body: { user: null } } });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: THREADS_UI.reportCaseButton }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.logInToPerformAction);
  });

  it('offers nothing, and no log-in prompt, while the session could not be read', async () => {
    const calls = serveApi({
      'GET /api/auth/session': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'The server is busy.' } },
      },
    });
    renderButton();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: THREADS_UI.reportCaseButton })).toBeNull();
    expect(screen.queryByText(MESSAGES.logInToPerformAction)).toBeNull();
  });
});
