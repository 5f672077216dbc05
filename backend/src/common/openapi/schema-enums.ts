import { moderationAction, requestStatus, userRole } from '../../database/schema';

/** The database's enums as the API documents them in answers: the schema's values, one schema name each. */
export const USER_ROLE = { enum: userRole.enumValues, enumName: 'UserRole' };
export const OFFICIAL_REQUEST_STATUS = { enum: requestStatus.enumValues, enumName: 'OfficialRequestStatus' };
export const MODERATION_ACTION = { enum: moderationAction.enumValues, enumName: 'ModerationAction' };

export type OfficialRequestStatus = (typeof requestStatus.enumValues)[number];
export type ModerationActionName = (typeof moderationAction.enumValues)[number];
