import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ReportCaseAnswer = { message: string; created: boolean };

export const reportCase = ({ caseId, details }: { caseId: string; details: string }) =>
  api.post<ReportCaseAnswer>(`/api/cases/${encodeURIComponent(caseId)}/reports`, { details });

/** A second report by the same user updates their open one on the server. */
export function useReportCase(caseId: string) {
  return useMutation({ mutationFn: (details: string) => reportCase({ caseId, details }) });
}
