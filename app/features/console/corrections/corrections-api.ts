/**
 * The corrections' calls from the browser (docs/api/competitions.md: `/java/admin/competitions/*`,
 * shared/competitions/contract.ts). Removing shows a failure in the toaster, as the console's other
 * actions do; the editor's save is silent and shows the server's message beside its form instead.
 */
import type { Correction } from '../../../../shared/competitions/contract.ts';
import type { CorrectionKind } from '../../../../shared/competitions/model.ts';
import { api } from '../../../lib/api.ts';

export const correctSubject = (kind: CorrectionKind, id: number, fields: Record<string, unknown>) =>
  api().post<Correction>('/admin/competitions/correct', { kind, id, fields }, undefined, { silent: true });

/** Removes the correction of `fields` (every corrected field when absent): the feed's values show again. */
export const uncorrectSubject = (kind: CorrectionKind, id: number, fields?: readonly string[]) =>
  api().post<{ removed: string[] }>('/admin/competitions/uncorrect', {
    kind,
    id,
    ...(fields ? { fields } : {}),
  });
