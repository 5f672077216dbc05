/**
 * The message catalogues of the feature modules (modules/<m>/<m>.messages.ts), merged into the
 * API's catalogue by messages.ts. Add one import and one argument per module.
 */
import { mergeCatalogues } from './define-messages';
import { apiTokensMessages } from '../../modules/api-tokens/api-tokens.messages';
import { transferMessages } from '../../modules/transfer/transfer.messages';
import { authMessages } from '../../modules/auth/auth.messages';
import { passkeysMessages } from '../../modules/auth/passkeys.messages';
import { moderationMessages } from '../../modules/moderation/moderation.messages';
import { technologiesMessages } from '../../modules/technologies/technologies.messages';
import { interactionsMessages } from '../../modules/interactions/interactions.messages';
import { usersMessages } from '../../modules/users/users.messages';
import { snippetGroupsMessages } from '../../modules/snippet-groups/snippet-groups.messages';
import { embedsMessages } from '../../modules/embeds/embeds.messages';
import { shareLinksMessages } from '../../modules/share-links/share-links.messages';
import { secretScanMessages } from '../../modules/secret-scan/secret-scan.messages';
import { organisationsMessages } from '../../modules/organisations/organisations.messages';
import { groupSharesMessages } from '../../modules/group-shares/group-shares.messages';
import { mcpMessages } from '../../modules/mcp/mcp.messages';
import { pinsMessages } from '../../modules/pins/pins.messages';
import { collectionsMessages } from '../../modules/collections/collections.messages';
import { tagsMessages } from '../../modules/tags/tags.messages';
import { commentsMessages } from '../../modules/comments/comments.messages';
import { notificationsMessages } from '../../modules/notifications/notifications.messages';
import { metricsMessages } from '../metrics/metrics.messages';

export const moduleCatalogues = mergeCatalogues(
  authMessages,
  passkeysMessages,
  usersMessages,
  moderationMessages,
  technologiesMessages,
  interactionsMessages,
  snippetGroupsMessages,
  secretScanMessages,
  metricsMessages,
  apiTokensMessages,
  transferMessages,
  shareLinksMessages,
  embedsMessages,
  mcpMessages,
  organisationsMessages,
  groupSharesMessages,
  tagsMessages,
  commentsMessages,
  notificationsMessages,
  pinsMessages,
  collectionsMessages,
);
