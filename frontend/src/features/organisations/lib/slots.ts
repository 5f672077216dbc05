import type { SnippetGroupDto } from '@api';
import type { ReactNode } from 'react';
import type { ApiKey } from '@/lib/use-api-mutation';

/*
 * What the organisations' screens show of other features, handed in by the app (features do not import each other):
 * a group as a read-only card or as the card that edits it, and the dialog that creates a group.
 */

/** A group in full as a read-only card; `isOwn`: the member wrote it. */
export type GroupRenderer = (group: SnippetGroupDto, isOwn: boolean) => ReactNode;

export interface CreateGroupSlotProps {
  open: boolean;
  onClose: () => void;
  /** The group was created among the member's own groups. */
  onCreated: (group: SnippetGroupDto) => void;
}

/** The create-group dialog. */
export type CreateGroupRenderer = (props: CreateGroupSlotProps) => ReactNode;

/**
 * A group of an organisation that the member edits by role (member and up): its versions, drafts and snippets, as on
 * their own groups; `canDelete` (its author or an admin); `isOwn` (its author). `listKey`: the organisation's list, reloaded after each write.
 */
export type EditableGroupRenderer = (group: SnippetGroupDto, context: { listKey: ApiKey; canDelete: boolean; isOwn: boolean }) => ReactNode;

export interface TeamSlots {
  renderGroup: GroupRenderer;
  renderCreateGroup: CreateGroupRenderer;
  renderEditableGroup: EditableGroupRenderer;
}

/** The export and import buttons of an organisation's groups (its settings, for its admins). */
export interface TransferSlot {
  renderTransfer: (slug: string) => ReactNode;
}
