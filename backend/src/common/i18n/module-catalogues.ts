/**
 * The message catalogues of the feature modules (modules/<m>/<m>.messages.ts), merged into the
 * API's catalogue by messages.ts. Add one import and one argument per module.
 */
import { mergeCatalogues } from './define-messages';
import { usersMessages } from '../../modules/users/users.messages';

export const moduleCatalogues = mergeCatalogues(usersMessages);
