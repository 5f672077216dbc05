import type { SnippetGroupDto } from '@api';
import type { ReactNode } from 'react';

/*
 * What the organisations' screens show of other features, handed in by the app (features do not import each other):
 * a group as a read-only card, and the dialog that creates a group.
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

export interface TeamSlots {
  renderGroup: GroupRenderer;
  renderCreateGroup: CreateGroupRenderer;
}
