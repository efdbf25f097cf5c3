import { LIST_STATE_MESSAGES } from '@forewarn/domain';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../test/render';
import { QueryView } from '../components/query-view';
import { ApiError, api, fallbackMessage, retryAfterOf } from './api-client';
import { isReachable } from './connectivity';
import { formatDateTime } from './dates';

// The API client's error mapping (api-client.ts): what each answer becomes, as an ApiError and
// then on a list's screen (QueryView, the state machine of lib/list-state.ts). A busy server's
// 503 and a network failure say the list is unavailable (with the Retry-After counted down);
// a 429 or a 400 shows the server's own words; a 500 without a readable body the fallback.

const PATH = '/api/things';
const busyMessage = 'The server is busy. Please try again in a moment.';
const rateMessage = 'Too many requests. Please wait a moment and try again.';

/** What api.get throws for that answer. */
async function errorOf(): Promise<ApiError> {
  const error = await api.get(PATH).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A list screen over api.get, as every list whose emptiness means something is built. */
function Things() {
  const query = useQuery({ queryKey: ['things'], queryFn: () => api.get<string[]>(PATH) });
  return (
    <QueryView
      query={query}
      loading="Loading the things"
      unavailable={LIST_STATE_MESSAGES.watchesUnavailable}
      isEmpty={(things) => things.length === 0}
      empty={<p>No things</p>}
    >
      {(things) => <p>{things.join(', ')}</p>}
    </QueryView>
  );
}

afterEach(async () => {
  // Leaves the app reachable for the next test (a network failure says it is not).
  serveApi({ [`GET ${PATH}`]: { body: [] } });
  await api.get(PATH);
  vi.useRealTimers();
});

describe('a 503 with Retry-After', () => {
  const busy = {
    status: 503,
    headers: { 'Retry-After': '7' },
    body: { error: { code: 'overloaded', message: busyMessage } },
  };

  it('is an ApiError with the server’s words, code and wait', async () => {
    serveApi({ [`GET ${PATH}`]: busy });
    expect(await errorOf()).toMatchObject({
      status: 503,
      code: 'overloaded',
      message: busyMessage,
      retryAfterSeconds: 7,
      fields: {},
    });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const answer = (value: string) => new Response(null, { headers: { 'Retry-After': value } });
    expect(retryAfterOf(answer('120'), now)).toBe(120);
    expect(retryAfterOf(answer('Sat, 28 Nov 2026 10:00:30 GMT'), now)).toBe(30);
    expect(retryAfterOf(answer('Sat, 28 Nov 2026 09:59:00 GMT'), now)).toBe(0);
    expect(retryAfterOf(answer('soon'), now)).toBeNull();
    expect(retryAfterOf(new Response(null), now)).toBeNull();
  });

  it('shows the list as unavailable, never empty, and counts the wait down', async () => {
    // Only the clock is frozen, so the countdown reads exactly the server's 7 seconds.
    vi.useFakeTimers({ toFake: ['Date'] });
    serveApi({ [`GET ${PATH}`]: busy });
    renderWithApp(<Things />);
    const unavailable = await screen.findByTestId('list-unavailable');
    expect(unavailable).toHaveTextContent(LIST_STATE_MESSAGES.watchesUnavailable);
    expect(unavailable).toHaveTextContent(LIST_STATE_MESSAGES.tryAgainIn(7));
    expect(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeEnabled();
    expect(screen.queryByText('No things')).toBeNull();
  });
});

describe('a 429', () => {
  const limited = {
    status: 429,
    headers: { 'Retry-After': '60' },
    body: { error: { code: 'rate_limited', message: rateMessage } },
  };

  it('is an ApiError with the server’s words and its Retry-After', async () => {
    serveApi({ [`GET ${PATH}`]: limited });
    expect(await errorOf()).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: rateMessage,
      retryAfterSeconds: 60,
    });
  });

  it('shows the server’s reason, not "unavailable" and not empty', async () => {
    serveApi({ [`GET ${PATH}`]: limited });
    renderWithApp(<Things />);
    expect(await screen.findByRole('alert')).toHaveTextContent(rateMessage);
    expect(screen.queryByTestId('list-unavailable')).toBeNull();
    expect(screen.queryByText('No things')).toBeNull();
  });
});

describe('a 400 with a code', () => {
  it('carries the code and the messages per field, for a form to put under its fields', async () => {
    serveApi({
      [`GET ${PATH}`]: {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: 'Please check the highlighted fields.',
            fields: { email: 'Please enter a valid email address.' },
          },
        },
      },
    });
    expect(await errorOf()).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Please check the highlighted fields.',
      fields: { email: 'Please enter a valid email address.' },
      retryAfterSeconds: null,
    });
  });

  it('writes the end of a refusal in the reader’s own zone', async () => {
    const until = '2026-11-29T08:30:00.000Z';
    const untilText = '29 Nov 2026, 08:30 UTC';
    serveApi({
      [`GET ${PATH}`]: {
        status: 403,
        body: {
          error: {
            code: 'suspended',
            message: `Your account is suspended until ${untilText}.`,
            until,
            untilText,
          },
        },
      },
    });
    const error = await errorOf();
    expect(error.message).toBe(`Your account is suspended until ${formatDateTime(until)}.`);
    expect(error.until).toBe(until);
  });

  it('shows the server’s words on a list screen', async () => {
    serveApi({
      [`GET ${PATH}`]: {
        status: 400,
        body: { error: { code: 'bad_country', message: 'Please choose a country.' } },
      },
    });
    renderWithApp(<Things />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a country.');
    expect(screen.queryByTestId('list-unavailable')).toBeNull();
  });
});

describe('a network failure', () => {
  const unreachable = () => {
    throw new TypeError('Failed to fetch');
  };

  it('is status 0, code network, with words a person can act on, and marks the app offline', async () => {
    serveApi({ [`GET ${PATH}`]: unreachable });
    expect(await errorOf()).toMatchObject({
      status: 0,
      code: 'network',
      message: 'Could not reach Forewarn. Check your connection and try again.',
      retryAfterSeconds: null,
    });
    expect(isReachable()).toBe(false);
    serveApi({ [`GET ${PATH}`]: { body: [] } });
    await api.get(PATH);
    expect(isReachable()).toBe(true);
  });

  it('leaves a request the page cancelled as its AbortError, the app still online', async () => {
    serveApi({
      [`GET ${PATH}`]: () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    const error = await api.get(PATH).catch((thrown: unknown) => thrown);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(isReachable()).toBe(true);
  });

  it('shows the list as unavailable with no countdown', async () => {
    serveApi({ [`GET ${PATH}`]: unreachable });
    renderWithApp(<Things />);
    const unavailable = await screen.findByTestId('list-unavailable');
    expect(unavailable).toHaveTextContent(LIST_STATE_MESSAGES.watchesUnavailable);
    // No Retry-After, no wait to count: the words before the countdown's number are absent.
    const countdown = LIST_STATE_MESSAGES.tryAgainIn(7).split('7')[0] ?? '';
    expect(countdown.length).toBeGreaterThan(3);
    expect(unavailable.textContent).not.toContain(countdown);
    expect(screen.queryByText('No things')).toBeNull();
  });
});

describe('a 500', () => {
  it('with a body that is not an error (an HTML page from a proxy) is the fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 500 })),
    );
    expect(await errorOf()).toMatchObject({
      status: 500,
      code: 'internal',
      message: 'Something went wrong. Please try again.',
    });
    expect(fallbackMessage()).toBe('Something went wrong. Please try again.');
  });

  it('with the server’s error keeps its words', async () => {
    serveApi({
      [`GET ${PATH}`]: {
        status: 500,
        body: { error: { code: 'internal', message: 'Something broke on our side.' } },
      },
    });
    expect(await errorOf()).toMatchObject({ status: 500, message: 'Something broke on our side.' });
  });

  it('shows the list as unavailable, never empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 500 })),
    );
    renderWithApp(<Things />);
    expect(await screen.findByTestId('list-unavailable')).toHaveTextContent(
      LIST_STATE_MESSAGES.watchesUnavailable,
    );
    expect(screen.queryByText('No things')).toBeNull();
  });
});
