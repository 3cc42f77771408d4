/**
 * `/api/check-ins`, `/api/sos`, `/api/safety-check`: her plans and their next deadlines, "I'm OK",
 * SOS, and the safety check after a disaster.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInAnswer, CheckInPlan, CheckInStatus, SosAnswer } from '@safetrails/contracts';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';
import { randomUuid } from '@/lib/idempotency-key';
import { safetyKeys } from './safety-keys';

export interface PlanInput {
  readonly backBy?: string;
  readonly everyHours?: number;
  readonly dailyAt?: string;
  readonly graceMinutes: number;
  readonly reminderMinutes: number;
  readonly tripId?: string;
}

export interface Where {
  readonly destinationId?: number;
  readonly latitude?: number;
  readonly longitude?: number;
}

export function useCheckInStatus({ enabled = true }: { readonly enabled?: boolean } = {}) {
  return useQuery({
    queryKey: safetyKeys.status(),
    queryFn: ({ signal }) => apiGet<CheckInStatus>('/api/check-ins', { signal }),
    enabled,
  });
}

function useStatusMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: safetyKeys.status() }),
  });
}

export function usePlanCheckIns() {
  return useStatusMutation(({ input, idempotencyKey }: { input: PlanInput; idempotencyKey: string }) =>
    apiPost<CheckInPlan>('/api/check-ins/plans', { body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

export function useEndPlan() {
  return useStatusMutation((id: string) => apiDelete<{ id: string }>(`/api/check-ins/plans/${encodeURIComponent(id)}`));
}

/**
 * "I'm OK". Each tap is its own check-in (a key of its own); made offline, it waits on the device
 * with the device's time and counts at that time when it reaches the server (lib/outbox).
 */
export function useCheckIn() {
  return useStatusMutation((body: { safe?: true; alertId?: string } & Where = {}) =>
    apiPost<CheckInAnswer>('/api/check-ins', { body, headers: { 'Idempotency-Key': randomUuid() } }),
  );
}

export function useSos() {
  return useStatusMutation((where: Where = {}) =>
    apiPost<SosAnswer>('/api/sos', { body: { confirm: true, ...where }, headers: { 'Idempotency-Key': randomUuid() } }),
  );
}

export function useChangeSafetyCheck() {
  return useStatusMutation((change: { on?: boolean; graceMinutes?: number }) =>
    apiPatch<CheckInStatus['safetyCheck']>('/api/safety-check', { body: change }),
  );
}
