import type { CaseDetail } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { OwnerControls } from './case-owner-controls';

const detail = { id: 'c1', paused: false, resolved: false } as CaseDetail;

describe('OwnerControls Pause', () => {
  it("says the spec's 'Please log in to toggle pause status' when the session has ended", async () => {
    serveApi({
      'POST /api/cases/c1/pause': {
        status: 401,
        body: {
          error: { code: 'unauthorized', message: 'Please log in to pause/unpause this case.' },
        },
      },
    });
    const notify = vi.fn();
    renderWithApp(<OwnerControls detail={detail} onEdit={() => {}} notify={notify} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Please log in to toggle pause status', 'error'),
    );
  });
});
