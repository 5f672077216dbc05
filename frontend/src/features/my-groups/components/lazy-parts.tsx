import { type ReactNode, Suspense } from 'react';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { SkeletonLines } from '@/components/ui/feedback';

/*
 * What the Profile shows only on demand (forms while editing, dialogs while open): with antd, loaded when first
 * needed, so that the member's groups show without antd (issue 16: the Profile's first load).
 */
export const GroupDetailsForm = lazyWithAntd(() => import('./group-details-form'));
export const VersionForm = lazyWithAntd(() => import('./version-form'));
export const SnippetForm = lazyWithAntd(() => import('./snippet-form'));
export const CreateGroupModal = lazyWithAntd(() => import('./create-group-modal'));
export const SecretsDialog = lazyWithAntd(() => import('./secrets-dialog'));

/** Where a form loads: grey lines the height of a short form until it is there. */
export function FormSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SkeletonLines rows={3} />}>{children}</Suspense>;
}
