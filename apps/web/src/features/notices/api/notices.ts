import type {
  AppealDecisionRequest,
  DeskFilter,
  HeldBulkRequest,
  NoticeDecisionRequest,
  NoticeRequest,
  PosterAnswerRequest,
} from '@forewarn/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Notice and action's calls (issue 48): the public form, the status page, the poster's
// answer, statements and appeals, the transparency figures and the moderators' desk.

export type NoticeStatus = {
  reference: string;
  status: string;
  regime: string;
  reason: string;
  fromNamedParty: boolean;
  receivedAt: string;
  posterToldAt: string | null;
  dueAt: string | null;
  decision: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
};

export type PosterNotice = {
  id: string;
  reference: string;
  regime: string;
  reason: string;
  explanation: string;
  location: string;
  meaning: string;
  inaccurate: string;
  receivedAt: string;
  answerBy: string | null;
  answer: string | null;
  answeredAt: string | null;
  decision: string | null;
  decidedAt: string | null;
};

export type Statement = {
  id: string;
  reference: string;
  restriction: 'hide' | 'remove' | 'hold' | 'suspend' | 'refuse_trade';
  caseId: string | null;
  facts: string;
  rule: string;
  automated: boolean;
  createdAt: string;
  appealUntil: string;
  reversed: boolean;
  appeal: {
    id: string;
    text: string;
    createdAt: string;
    outcome: string | null;
    reason: string | null;
    decidedAt: string | null;
  } | null;
};

export type DeskItem = {
  id: string;
  reference: string;
  regime: string;
  reason: string;
  status: string;
  explanation: string;
  location: string;
  meaning: string;
  inaccurate: string;
  notifierName: string;
  notifierEmail: string;
  fromNamedParty: boolean;
  receivedAt: string;
  dueAt: string | null;
  escalated: boolean;
  posterAnswer: string | null;
  posterAnswerText: string | null;
  posterName: string | null;
  posterAddress: string | null;
  case: { id: string; title: string; country: string; hidden: boolean } | null;
  /** Everything else needed to decide, for the one item on the desk (null in a list). */
  context: DeskContext | null;
};

export type DeskContext = {
  details: string;
  images: { id: string; url: string; thumbUrl: string }[];
  responses: {
    id: string;
    author: string;
    byLodger: boolean;
    text: string;
    createdAt: string;
    image: { url: string; thumbUrl: string } | null;
  }[];
  lodger: {
    name: string;
    memberSince: string;
    suspended: boolean;
    cases: number;
    hidden: number;
    statements: number;
  } | null;
  notifier: { notices: number; removed: number; kept: number };
  earlier: { createdAt: string; actorName: string; action: string; reason: string }[];
};

export type Quarter = {
  quarter: string;
  received: { regime: string; reason: string; count: number }[];
  decided: number;
  actedOn: number;
  shareActedOn: number;
  medianHoursToDecision: number | null;
  p90HoursToDecision: number | null;
  appeals: number;
  reversals: number;
};

export const sendNotice = (body: NoticeRequest) =>
  api.post<{ reference: string; message: string }>('/api/notices', body);

export const useNoticeStatus = (token: string) =>
  useQuery({
    queryKey: ['notice-status', token] as const,
    queryFn: ({ signal }) =>
      api.get<NoticeStatus>(`/api/notices/status/${encodeURIComponent(token)}`, { signal }),
  });

export const usePosterNotices = (caseId: string) =>
  useQuery({
    queryKey: ['poster-notices', caseId] as const,
    queryFn: ({ signal }) =>
      api.get<{ notices: PosterNotice[] }>(`/api/cases/${encodeURIComponent(caseId)}/notices`, {
        signal,
      }),
  });

export function useAnswerNotice(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PosterAnswerRequest }) =>
      api.post<{ message: string }>(`/api/notices/${id}/answer`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['poster-notices', caseId] }),
  });
}

export const useMyStatements = () =>
  useQuery({
    queryKey: ['my-statements'] as const,
    queryFn: ({ signal }) => api.get<{ statements: Statement[] }>('/api/my/statements', { signal }),
  });

export function useAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<{ message: string }>(`/api/statements/${id}/appeal`, { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['my-statements'] }),
  });
}

export const useTransparency = (year: number) =>
  useQuery({
    queryKey: ['transparency', year] as const,
    queryFn: ({ signal }) =>
      api.get<{ year: number; quarters: Quarter[] }>(`/api/transparency?year=${year}`, { signal }),
  });

// The desk

/** The desk's filters as a query string ('' for none). */
export function deskQuery(filter: Partial<DeskFilter>): string {
  const params = new URLSearchParams();
  if (filter.regime) params.set('regime', filter.regime);
  if (filter.reason) params.set('reason', filter.reason);
  if (filter.due && filter.due !== 'all') params.set('due', filter.due);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Claims the next item nobody else holds, within the filters. */
export function claimNext(filter: Partial<DeskFilter> = {}, skip: string[] = []) {
  const query = deskQuery(filter);
  const skipped = skip.length > 0 ? `${query ? '&' : '?'}skip=${skip.join(',')}` : '';
  return api.post<{ item: DeskItem | null }>(`/api/moderation/desk/next${query}${skipped}`);
}

/** How many undecided notices the filters match. */
export const useDeskTotal = (filter: Partial<DeskFilter>) =>
  useQuery({
    queryKey: ['moderation', 'desk', deskQuery(filter)] as const,
    queryFn: ({ signal }) =>
      api.get<{ total: number }>(`/api/moderation/desk${deskQuery(filter)}`, { signal }),
  });

/** Renews the moderator's claim on the item on screen (409 if another holds it now). */
export const renewClaim = (id: string) =>
  api.post<{ message: string }>(`/api/moderation/notices/${id}/claim`);

/** Gives up the moderator's claim on an item they pass, so another may take it. */
export const releaseClaim = (id: string) =>
  api.delete<{ message: string }>(`/api/moderation/notices/${id}/claim`);

export const decideNotice = (id: string, body: NoticeDecisionRequest) =>
  api.post<{ message: string }>(`/api/moderation/notices/${id}/decide`, body);

export const useOpenAppeals = () =>
  useQuery({
    queryKey: ['moderation', 'appeals'] as const,
    queryFn: ({ signal }) =>
      api.get<{ appeals: (Statement & { firstDecidedBy: string | null })[] }>(
        '/api/moderation/appeals',
        { signal },
      ),
  });

export function useDecideAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AppealDecisionRequest }) =>
      api.post<{ message: string }>(`/api/moderation/appeals/${id}/decide`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['moderation', 'appeals'] }),
  });
}

export const decideHeldWave = (body: HeldBulkRequest) =>
  api.post<{ count: number }>('/api/moderation/held/bulk', body);
