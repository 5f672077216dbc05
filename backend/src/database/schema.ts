import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  smallint,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The whole data model of Snipstack: accounts, technologies (official and custom), snippet groups
 * with versions and snippets, upvotes, reports, official-technology requests and the moderation
 * audit log. Written for PostgreSQL 15 and PGlite alike.
 *
 * Each table has one owning module (the `owner:` line above it): only the repository named there
 * writes it. Other modules read it freely but change it through the owner's exported provider,
 * passing their transaction handle.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bit1024 = customType<{ data: string }>({ dataType: () => 'bit(1024)' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** A required reference to a row whose deletion deletes this one. */
const cascadeRef = (name: string, target: () => AnyPgColumn) => uuid(name).notNull().references(target, { onDelete: 'cascade' });

export const userRole = pgEnum('user_role', ['user', 'moderator', 'admin']);
export const reportStatus = pgEnum('report_status', ['open', 'dismissed', 'actioned']);
export const reportCategory = pgEnum('report_category', ['spam', 'malware', 'secrets', 'offensive', 'copyright', 'other']);
/** Why a group is hidden: a moderator hid it, or its reports reached REPORTS_AUTO_HIDE (pending review). */
export const hiddenReason = pgEnum('hidden_reason', ['moderator', 'reports']);
export const requestStatus = pgEnum('request_status', ['pending', 'approved', 'rejected']);
export const moderationAction = pgEnum('moderation_action', [
  'report_dismissed',
  'group_hidden',
  'group_unhidden',
  'request_approved',
  'request_rejected',
  'moderator_granted',
  'moderator_revoked',
  'secrets_published',
  'group_auto_hidden',
  'review_requested',
  'member_suspended',
  'member_unsuspended',
  'comment_hidden',
  'comment_unhidden',
  'comment_report_dismissed',
  'comment_auto_hidden',
]);

// owner: users (modules/users/users.repository.ts)
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Before member identities (user_identities): the Firebase uid. Kept, no longer read; null for members made since. */
    firebaseUid: text('firebase_uid'),
    email: text('email').notNull(),
    username: text('username').notNull(),
    role: userRole('role').notNull().default('user'),
    /** Avatar re-encoded to 256x256 WebP; served by the users module. */
    image: bytea('image'),
    imageUpdatedAt: timestamp('image_updated_at', { withTimezone: true, mode: 'date' }),
    /** Photo URL from a social provider, used until the member uploads one. */
    providerPhotoUrl: text('provider_photo_url'),
    /** Set while a moderator has suspended the member: their public groups are unlisted and they cannot write. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** The moderator's reason, shown to the member in a banner. */
    suspensionReason: text('suspension_reason'),
    githubId: text('github_id'),
    googleId: text('google_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_role_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'user'`),
  ],
);

// owner: users (nothing reads or writes it yet)
export const follows = pgTable(
  'follows',
  {
    followerId: cascadeRef('follower_id', () => users.id),
    followedId: cascadeRef('followed_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followedId] }), index('follows_followed_idx').on(t.followedId)],
);

// owner: technologies (modules/technologies/technologies.repository.ts; the official list is inserted at start by database.service.ts)
export const technologies = pgTable(
  'technologies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    use: text('use').notNull().default(''),
    /** Icon URL; empty for custom technologies. */
    imageUrl: text('image_url').notNull().default(''),
    /** CodeMirror / highlighter language id (javascript, python, ...). */
    language: text('language').notNull().default('plaintext'),
    isCustom: boolean('is_custom').notNull().default(false),
    /** Owner of a custom technology; null for official ones. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('technologies_official_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.ownerId} IS NULL`),
    uniqueIndex('technologies_owner_name_key')
      .on(t.ownerId, sql`lower(${t.name})`)
      .where(sql`${t.ownerId} IS NOT NULL`),
    check('technologies_custom_owner', sql`${t.isCustom} = (${t.ownerId} IS NOT NULL)`),
  ],
);

// owner: snippet-groups (modules/snippet-groups/snippet-groups.repository.ts)
export const snippetGroups = pgTable(
  'snippet_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: cascadeRef('owner_id', () => users.id),
    technologyId: cascadeRef('technology_id', () => technologies.id),
    /** Optional title (up to 120 characters) and description (up to 1,000); empty when not given. */
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: hiddenReason('hidden_reason'),
    /** The last moderator's decision note on the group, shown to its owner. */
    moderatorNote: text('moderator_note'),
    /** When the owner of the hidden group asked for a review (once per hiding; cleared when it is shown again). */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true, mode: 'date' }),
    /** When a moderator decided after the owner's review request (null: the request waits in the queue). */
    reviewDecidedAt: timestamp('review_decided_at', { withTimezone: true, mode: 'date' }),
    upvoteCount: integer('upvote_count').notNull().default(0),
    /** Bytes of code in all its versions (drafts too), counted by the writer after every change: the storage limits (migration 0021). */
    codeBytes: bigint('code_bytes', { mode: 'number' }).notNull().default(0),
    /** The public group this one was forked from; null when it was not, or that group is gone. */
    forkedFromId: uuid('forked_from_id').references((): AnyPgColumn => snippetGroups.id, { onDelete: 'set null' }),
    /**
     * The organisation that owns the group (docs/teams.md); null: its owner's own group. `owner_id`
     * stays the member who wrote it (the author). Moved in and out by the organisations module.
     */
    organisationId: uuid('organisation_id').references((): AnyPgColumn => organisations.id),
    /**
     * Visibility "organisation": its organisation's members read it (and members up edit it); to
     * everyone else it is a private group (is_public is false), so nothing lists, searches, embeds
     * or serves it to them.
     */
    membersOnly: boolean('members_only').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('snippet_groups_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
    index('snippet_groups_forked_from_idx')
      .on(t.forkedFromId)
      .where(sql`${t.forkedFromId} IS NOT NULL`),
    index('snippet_groups_technology_idx').on(t.technologyId),
    index('snippet_groups_review_pending_idx')
      .on(t.reviewRequestedAt)
      .where(sql`${t.reviewRequestedAt} IS NOT NULL AND ${t.reviewDecidedAt} IS NULL`),
    check('snippet_groups_upvote_count_nonneg', sql`${t.upvoteCount} >= 0`),
    check('snippet_groups_members_only', sql`NOT ${t.membersOnly} OR (${t.organisationId} IS NOT NULL AND NOT ${t.isPublic})`),
    index('snippet_groups_organisation_idx')
      .on(t.organisationId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.organisationId} IS NOT NULL`),
  ],
);

/**
 * What the public listing reads, one row per group: the filter and order columns copied from
 * snippet_groups (kept equal by the trigger group_search_sync, database/sql/group_search_sync.sql) and the
 * texts' search vector built by the application's code-aware tokenizer (modules/search/tokenizer).
 * `text_vector` holds the technology name, the group's title and description, version numbers and
 * names and snippet descriptions (weights A whole, B part): small, kept in the row, ranked. It also
 * holds the technology and owner as lexemes `~t<id>` and `~u<id>` (migration 0004), so a filtered
 * search is one GIN intersection. The order indexes serve the default page and the walks of common
 * searches; `signature` lets a walk skip the rows that cannot match. The vector of every field
 * (code included) is in group_search_terms, whose rows are kept narrow for the GIN index's matches.
 * `tokenizer` is the version of the tokenizer that built the vectors: rows of an older one are
 * rebuilt at start.
 */
// owner: search (modules/search/index/search-index.repository.ts)
export const groupSearch = pgTable(
  'group_search',
  {
    groupId: uuid('group_id')
      .primaryKey()
      .references(() => snippetGroups.id, { onDelete: 'cascade' }),
    technologyId: uuid('technology_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    /** Whether the listing shows the group: the SQL function group_listed (database/sql/group_listed.sql). */
    listed: boolean('listed').notNull(),
    upvoteCount: integer('upvote_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    tokenizer: smallint('tokenizer').notNull(),
    /**
     * A digest of what the vectors were built from (searchDigest, migration 0022): a write that
     * leaves it as it was writes neither vector again. Null: built before it, or waiting for the
     * deferred indexer (then `tokenizer` is 0 too).
     */
    contentDigest: text('content_digest'),
    textVector: tsvector('text_vector').notNull(),
    /**
     * 1,024 bits computed from the group's whole vector when its rows are written (migrations 0014
     * and 0016): each lexeme and its first 3 and 6 characters set two bits. A walk along an order's
     * index reads the vector of only the rows whose signature has every bit of the search's
     * (signatureItems).
     */
    signature: bit1024('signature').notNull(),
  },
  // The four order indexes also hold the signature, INCLUDE ("signature") (migration 0018, which
  // drizzle's index builder cannot say): a walk is an index-only scan.
  (t) => [
    index('group_search_popular_idx')
      .on(t.upvoteCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.groupId)
      .where(sql`${t.listed}`),
    index('group_search_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.groupId)
      .where(sql`${t.listed}`),
    index('group_search_tech_popular_idx')
      .on(t.technologyId, t.upvoteCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.groupId)
      .where(sql`${t.listed}`),
    index('group_search_tech_recent_idx')
      .on(t.technologyId, t.createdAt.desc().nullsFirst(), t.groupId)
      .where(sql`${t.listed}`),
    index('group_search_owner_idx')
      .on(t.ownerId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.listed}`),
    index('group_search_text_vector_idx')
      .using('gin', t.textVector)
      .with({ fastupdate: false })
      .where(sql`${t.listed}`),
  ],
);

/**
 * The search vector of every field of a group (texts as in group_search, weights A and B; code,
 * weights C whole and D part; the `~t`/`~u` filter lexemes) and only what a search's matches are
 * sorted by, in rows of ~110 bytes (migration 0016): the GIN index gives a search's first
 * COUNT_CAP + 1 matches, and each is read from this heap, which at 1,000,000 groups is small enough
 * to stay in shared buffers (group_search's rows, with the texts' vector and the signature, are six
 * times wider). `vector` is stored out of line (STORAGE EXTERNAL, toast_tuple_target 128, toast_pad):
 * PostgreSQL moves values out of line only from a row of 2 kB on (TOAST_TUPLE_THRESHOLD), so
 * toast_pad (2,100 spaces, ~35 bytes compressed in the row) makes every row pass that size as it is
 * written (migration 0012). Kept equal to group_search by the same writer and trigger.
 */
// owner: search (modules/search/index/search-index.repository.ts)
export const groupSearchTerms = pgTable(
  'group_search_terms',
  {
    /** The same as group_search.technology_id: the partition key (migration 0020). */
    technologyId: uuid('technology_id').notNull(),
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    /** The same as group_search.listed. */
    listed: boolean('listed').notNull(),
    upvoteCount: integer('upvote_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    vector: tsvector('vector').notNull(),
    toastPad: text('toast_pad')
      .notNull()
      .default(sql`repeat(' ', 2100)`),
  },
  // LIST-partitioned by technology (migration 0020, which drizzle's table builder cannot say): a
  // large technology's rows in a partition of their own, the others in group_search_terms_default.
  (t) => [
    primaryKey({ name: 'group_search_terms_pkey', columns: [t.groupId, t.technologyId] }),
    index('group_search_terms_vector_idx')
      .using('gin', t.vector)
      .with({ fastupdate: false })
      .where(sql`${t.listed}`),
  ],
);

/**
 * The technologies with a partition of group_search_terms of their own (migration 0020,
 * group_search_terms_own_partition): a search filtered by one of them asks its partition's GIN index
 * for its words alone, without the technology's `~t` lexeme.
 */
// owner: search (modules/search/index/search-index.repository.ts)
export const groupSearchPartitions = pgTable('group_search_partitions', {
  technologyId: uuid('technology_id').primaryKey(),
});

/**
 * The listing's card of each group, as an anonymous visitor sees it (published versions only),
 * written with the group's search rows by the same writer in the same transaction (after every
 * change of its content, title, description or drafts; migration 0017): a page of the listing reads
 * twelve of these rows instead of building each card from snippet_groups, versions and snippets
 * (~10 pages each, spread over the whole database). What changes without the group's content is not
 * stored but joined when the page is read: the upvote count (group_search_terms), the technology, the
 * owner, the fork count and the forked group's owner.
 */
// owner: search (modules/search/index/search-index.repository.ts)
export const groupCards = pgTable('group_cards', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => snippetGroups.id, { onDelete: 'cascade' }),
  technologyId: uuid('technology_id').notNull(),
  ownerId: uuid('owner_id').notNull(),
  forkedFromId: uuid('forked_from_id'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  /**
   * The card's versions (CardVersion[], group-card.ts): the published ones in order, the one shown
   * (preview_version_id) with its first snippets cut, the others with none; bounded whatever the
   * group holds (migration 0021). Title and description are the card's, cut to the same budget.
   */
  versions: json('versions').notNull(),
  /** How many versions the group publishes (the card may list fewer when their names exceed its budget). */
  versionCount: integer('version_count').notNull().default(0),
  previewVersionId: uuid('preview_version_id'),
});

// owner: snippet-groups (modules/snippet-groups/snippet-groups.repository.ts)
export const versions = pgTable(
  'versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    no: text('no').notNull(),
    name: text('name').notNull().default(''),
    position: integer('position').notNull(),
    /**
     * A draft is seen only by the group's owner: never listed, searched or shown to anyone else
     * (the rule is publishedVersion() in modules/snippet-groups/snippet-groups.repository.ts).
     */
    isDraft: boolean('is_draft').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('versions_group_position_idx').on(t.groupId, t.position)],
);

// owner: snippet-groups (modules/snippet-groups/snippet-groups.repository.ts)
export const snippets = pgTable(
  'snippets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: cascadeRef('version_id', () => versions.id),
    description: text('description').notNull().default(''),
    code: text('code').notNull().default(''),
    /** Lines of the code, kept by PostgreSQL as it is written: a preview tells the whole length without reading it. */
    lineCount: integer('line_count').generatedAlwaysAs(sql`length(code) - length(replace(code, E'\\n', '')) + 1`),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('snippets_version_position_idx').on(t.versionId, t.position)],
);

// owner: interactions (modules/interactions/interactions.repository.ts)
export const upvotes = pgTable(
  'upvotes',
  {
    userId: cascadeRef('user_id', () => users.id),
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('upvotes_group_idx').on(t.groupId)],
);

/** A member's report of something (a group, a comment): who, why, and the moderators' decision. */
const reportColumns = () => ({
  reporterId: cascadeRef('reporter_id', () => users.id),
  category: reportCategory('category').notNull().default('other'),
  /** The reporter's details (the old clients' `reason`). */
  reason: text('reason'),
  status: reportStatus('status').notNull().default('open'),
  resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

// owner: moderation (modules/moderation/reports.repository.ts; members file reports through interactions)
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    ...reportColumns(),
  },
  (t) => [
    uniqueIndex('reports_group_reporter_key').on(t.groupId, t.reporterId),
    index('reports_open_idx')
      .on(t.groupId, t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

// owner: technologies (modules/technologies/official-requests.repository.ts; moderators decide through TechnologiesService)
export const officialRequests = pgTable(
  'official_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    technologyId: cascadeRef('technology_id', () => technologies.id),
    requesterId: cascadeRef('requester_id', () => users.id),
    status: requestStatus('status').notNull().default('pending'),
    /** Reason given by the moderator on rejection; the requester sees it on the technology. */
    reason: text('reason'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('official_requests_pending_key')
      .on(t.technologyId)
      .where(sql`${t.status} = 'pending'`),
    index('official_requests_status_idx').on(t.status, t.createdAt),
    index('official_requests_technology_idx').on(t.technologyId, t.createdAt.desc().nullsFirst()),
  ],
);

// owner: moderation (modules/moderation/moderation-log.repository.ts; users writes role changes through it)
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: moderationAction('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('moderation_log_action_idx').on(t.action, t.createdAt.desc().nullsFirst()),
    index('moderation_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst()),
  ],
);

/** What a personal API token may do: `read` (GET only) or `write` (everything a member may, read included). */
export const apiTokenScope = pgEnum('api_token_scope', ['read', 'write']);

/**
 * Personal API tokens (`ssk_...`): only the SHA-256 of the token is kept (the token itself is shown
 * once, at creation); `hint` is its first characters, to tell tokens apart in the list.
 */
// owner: api-tokens (modules/api-tokens/api-tokens.repository.ts)
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: cascadeRef('user_id', () => users.id),
    name: text('name').notNull(),
    scope: apiTokenScope('scope').notNull(),
    tokenHash: bytea('token_hash').notNull(),
    hint: text('hint').notNull(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Written at most once a minute per token. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Share links of a group (private ones mostly): whoever holds the link reads the group without signing
 * in, until it expires (`expires_at`) or has been opened `max_views` times; revoking deletes it. Only
 * the SHA-256 of the token is kept (the link is shown once, at creation).
 */
// owner: share-links (modules/share-links/share-links.repository.ts)
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    tokenHash: bytea('token_hash').notNull(),
    /** Null: no time limit. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Null: no limit on views. */
    maxViews: integer('max_views'),
    views: integer('views').notNull().default(0),
    /** The last counted view: the versions that view shows stay readable for SHARE_LINK_READ_HOURS after it. */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_key').on(t.tokenHash),
    index('share_links_group_idx').on(t.groupId, t.createdAt),
    check('share_links_views_within_max', sql`${t.maxViews} IS NULL OR ${t.views} <= ${t.maxViews}`),
  ],
);

// owner: users (modules/users/users.repository.ts)
/**
 * The ways a member signs in: one row per (provider, subject), e.g. ('firebase', uid) or
 * ('password', member id); one member may have several.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

// owner: auth (modules/auth/builtin/accounts.repository.ts)
/** A member's built-in account (AUTH_PROVIDER=builtin): password, verified email and session generation. */
export const localAccounts = pgTable('local_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** argon2id (PHC string); null until the member sets one (a member moved from Firebase: by the reset flow). */
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
  /** Carried by every access token; "log out everywhere" increments it, refusing every older token. */
  sessionGeneration: integer('session_generation').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// owner: auth (modules/auth/builtin/accounts.repository.ts)
/**
 * Emailed one-time links (verification, reset, email change, sign-in): only a hash of the secret is
 * kept. A sign-in link to an address without a member has no member yet (user_id null): opening it
 * makes one.
 */
export const authLinks = pgTable(
  'auth_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an email change confirms, or the address a sign-in link was sent to. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_links_token_hash_key').on(t.tokenHash),
    index('auth_links_user_idx').on(t.userId, t.purpose),
    index('auth_links_email_idx').on(t.newEmail, t.purpose),
    check('auth_links_purpose', sql`${t.purpose} IN ('verify-email', 'reset-password', 'change-email', 'sign-in')`),
    check('auth_links_member_or_address', sql`${t.userId} IS NOT NULL OR (${t.purpose} = 'sign-in' AND ${t.newEmail} IS NOT NULL)`),
  ],
);

// owner: auth (modules/auth/builtin/accounts.repository.ts)
/**
 * Refresh tokens (hashes only). Each use replaces the token by a new one of the same family; a used
 * token presented again means it was stolen: the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: cascadeRef('user_id', () => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export type LocalAccount = typeof localAccounts.$inferSelect;

// owner: auth (modules/auth/passkeys/passkeys.repository.ts)
/**
 * A member's passkeys (WebAuthn credentials of built-in accounts). Each is also an identity of the
 * member in user_identities: ('passkey', credential id).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: cascadeRef('user_id', () => users.id),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter at the last sign-in (0: it keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser reaches the authenticator (usb, internal, hybrid, ...), passed back at sign-in. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The member's name for it. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId, t.createdAt)],
);

export type Passkey = typeof passkeys.$inferSelect;

// owner: auth (modules/auth/passkeys/passkeys.repository.ts)
/**
 * Open WebAuthn challenges: only their SHA-256 is kept, each is used up by the first answer to it,
 * and one to add a passkey belongs to the member who asked for it.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeHash: text('challenge_hash').notNull(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkey_challenges_hash_key').on(t.challengeHash),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
    check('passkey_challenges_purpose', sql`${t.purpose} IN ('register', 'sign-in')`),
    check('passkey_challenges_owner', sql`(${t.purpose} = 'register') = (${t.userId} IS NOT NULL)`),
  ],
);

/** A member's role in an organisation: owner (everything), admin (members, settings), member (writes its groups), viewer (reads them). */
export const organisationRole = pgEnum('organisation_role', ['owner', 'admin', 'member', 'viewer']);
/** What the organisation's audit records. */
export const organisationAuditAction = pgEnum('organisation_audit_action', [
  'created',
  'member_joined',
  'member_left',
  'member_removed',
  'role_changed',
  'ownership_transferred',
  'invitation_created',
  'invitation_revoked',
  'group_moved_in',
  'group_moved_out',
  'details_changed',
  'group_forked_in',
  'groups_imported',
]);

/**
 * Organisations (docs/teams.md): a slug unique whatever its case, shown at /o/<slug>. Deleting one
 * first moves its groups to a member or deletes them (the caller chooses), in the same transaction.
 */
// owner: organisations (modules/organisations/organisations.repository.ts)
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** When its avatar (organisation_avatars) was last set; null: it has none. */
    avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organisations_slug_key').on(sql`lower(${t.slug})`)],
);

/** An organisation's avatar: a 256x256 WebP, apart from its row so that reading an organisation never reads the picture. */
// owner: organisations (modules/organisations/organisations.repository.ts)
export const organisationAvatars = pgTable('organisation_avatars', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
});

// owner: organisations (modules/organisations/organisations.repository.ts)
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: cascadeRef('organisation_id', () => organisations.id),
    userId: cascadeRef('user_id', () => users.id),
    role: organisationRole('role').notNull(),
    /** The member chose to be shown on the organisation's public page. */
    shown: boolean('shown').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] }), index('organisation_members_user_idx').on(t.userId)],
);

/**
 * Invitations: to one member (`invitee_id`) or by a link (`token_hash`, the SHA-256 of the token,
 * which is shown once). A link expires (`expires_at`) and is used at most `max_uses` times; revoking
 * deletes the row.
 */
// owner: organisations (modules/organisations/organisations.repository.ts)
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: cascadeRef('organisation_id', () => organisations.id),
    role: organisationRole('role').notNull(),
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organisation_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('organisation_invitations_invitee_key').on(t.organisationId, t.inviteeId),
    index('organisation_invitations_invitee_idx').on(t.inviteeId),
    check('organisation_invitations_kind', sql`(${t.inviteeId} IS NULL) <> (${t.tokenHash} IS NULL)`),
    check('organisation_invitations_uses_within_max', sql`${t.uses} <= ${t.maxUses}`),
    check('organisation_invitations_not_owner', sql`${t.role} <> 'owner'`),
  ],
);

// owner: organisations (modules/organisations/organisation-audit.repository.ts; forks and imports record theirs through it)
export const organisationAudit = pgTable(
  'organisation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: cascadeRef('organisation_id', () => organisations.id),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: organisationAuditAction('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('organisation_audit_org_idx').on(t.organisationId, t.createdAt.desc().nullsFirst())],
);

/** What a member a private group is shared with may do: read it, or edit it too. */
export const groupSharePermission = pgEnum('group_share_permission', ['read', 'edit']);

/**
 * Private groups shared with named members (docs/teams.md): listed on the group for its author,
 * under "Shared with me" for the member; revoking deletes the row.
 */
// owner: group-shares (modules/group-shares/group-shares.repository.ts)
export const groupShares = pgTable(
  'group_shares',
  {
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    userId: cascadeRef('user_id', () => users.id),
    permission: groupSharePermission('permission').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_shares_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/**
 * A group's tags (issue 41): at most 10 lower-case words (letters, digits, `-`, up to 30 characters)
 * in the order the owner gave them. Read with the group's answer (groupsJson); searched later.
 */
// owner: tags (modules/tags/tags.repository.ts; groups set theirs through TagsService)
export const groupTags = pgTable(
  'group_tags',
  {
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    tag: text('tag').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.tag] }),
    index('group_tags_tag_idx').on(t.tag.op('text_pattern_ops'), t.groupId),
    check('group_tags_tag_format', sql`${t.tag} ~ '^[a-z0-9-]{1,30}$'`),
  ],
);

/**
 * The groups a member pins to the top of their member page (issue 41): at most 6 of their own, in
 * `position` order (0-5, one group per place: the limit holds under concurrent pins). A pinned group
 * that stops being listed (private, hidden) leaves the page but keeps its place.
 */
// owner: pins (modules/pins/pins.repository.ts)
export const pinnedGroups = pgTable(
  'pinned_groups',
  {
    userId: cascadeRef('user_id', () => users.id),
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.groupId] }),
    uniqueIndex('pinned_groups_user_position_key').on(t.userId, t.position),
    index('pinned_groups_group_idx').on(t.groupId),
    check('pinned_groups_position_range', sql`${t.position} BETWEEN 0 AND 5`),
  ],
);

/**
 * Collections (issue 41): a member's named, ordered lists of groups (their own and others' public
 * ones), public or private. Who sees which item is decided when read: an item whose group the reader
 * may not see (private, hidden, its owner suspended) is left out for them, never deleted.
 */
// owner: collections (modules/collections/collections.repository.ts)
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: cascadeRef('owner_id', () => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('collections_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst())],
);

// owner: collections (modules/collections/collections.repository.ts)
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: cascadeRef('collection_id', () => collections.id),
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.groupId] }),
    index('collection_items_order_idx').on(t.collectionId, t.position),
    index('collection_items_group_idx').on(t.groupId),
  ],
);

/** Why a comment is hidden: the group's owner hid it, a moderator did, or its reports reached REPORTS_AUTO_HIDE. */
export const commentHiddenReason = pgEnum('comment_hidden_reason', ['owner', 'moderator', 'reports']);

/**
 * Comments on a published version's snippet (issue 41), optionally on a line range, in threads one
 * level deep (`parent_id` names a top-level comment). `snippet_position` is the snippet's place in its
 * version: a newer version shows the comment on its snippet at the same place, marked as written on an
 * earlier version. A deleted comment with replies keeps its row without its body (`deleted_at`).
 */
// owner: comments (modules/comments/comments.repository.ts)
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: cascadeRef('group_id', () => snippetGroups.id),
    versionId: cascadeRef('version_id', () => versions.id),
    snippetId: uuid('snippet_id').references(() => snippets.id, { onDelete: 'set null' }),
    snippetPosition: integer('snippet_position').notNull(),
    lineStart: integer('line_start'),
    lineEnd: integer('line_end'),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: cascadeRef('author_id', () => users.id),
    body: text('body').notNull(),
    hiddenReason: commentHiddenReason('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_thread_idx')
      .on(t.groupId, t.snippetPosition, t.createdAt.desc().nullsFirst())
      .where(sql`${t.parentId} IS NULL`),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_author_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
    check(
      'comments_lines',
      sql`(${t.lineStart} IS NULL AND ${t.lineEnd} IS NULL) OR (${t.lineStart} >= 1 AND ${t.lineEnd} >= ${t.lineStart})`,
    ),
  ],
);

/** Groups whose owner locked their comments: no new comments or replies while the row is there. */
// owner: comments (modules/comments/comments.repository.ts)
export const commentLocks = pgTable('comment_locks', {
  groupId: uuid('group_id')
    .primaryKey()
    .references(() => snippetGroups.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Members' reports of comments: the same categories, statuses and threshold as the reports of groups. */
// owner: moderation (modules/moderation/reports.repository.ts; members file them through comments)
export const commentReports = pgTable(
  'comment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: cascadeRef('comment_id', () => comments.id),
    ...reportColumns(),
  },
  (t) => [
    uniqueIndex('comment_reports_comment_reporter_key').on(t.commentId, t.reporterId),
    index('comment_reports_open_idx')
      .on(t.commentId, t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** What a notification tells: a comment on one's group, a reply to one's comment, a new follower, a followed member's new public group, a moderator's decision on one's content. */
export const notificationKind = pgEnum('notification_kind', ['comment', 'reply', 'follower', 'new_group', 'moderation']);

/**
 * Members' in-app notifications (issue 41), newest first, unread until marked read. What they point
 * at (a group, a comment) is read when listed: a group the recipient may no longer see is left out of
 * the answer, never deleted here.
 */
// owner: notifications (modules/notifications/notifications.repository.ts; other modules notify through NotificationsService)
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: cascadeRef('user_id', () => users.id),
    kind: notificationKind('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => snippetGroups.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** When a daily email digest listed it (each notification is emailed at most once). */
    digestedAt: timestamp('digested_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

// owner: notifications (modules/notifications/digest): the members who asked for the daily email digest.
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The language the member used when they asked for it (en-EN or es-ES). */
    language: text('language').notNull(),
    /** Random, in the email's unsubscribe link: it turns the digest off without signing in. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** When the member's next digest is due; a run claims a member by moving it a day on. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notification_digests_token_key').on(t.unsubscribeToken), index('notification_digests_due_idx').on(t.dueAt)],
);

export type User = typeof users.$inferSelect;
export type Technology = typeof technologies.$inferSelect;
export type SnippetGroup = typeof snippetGroups.$inferSelect;
export type ApiTokenScope = (typeof apiTokenScope.enumValues)[number];
export type ApiToken = typeof apiTokens.$inferSelect;
export type ShareLink = typeof shareLinks.$inferSelect;
export type Organisation = typeof organisations.$inferSelect;
export type OrganisationRole = (typeof organisationRole.enumValues)[number];
export type OrganisationInvitation = typeof organisationInvitations.$inferSelect;
export type GroupSharePermission = (typeof groupSharePermission.enumValues)[number];
export type RequestStatus = (typeof requestStatus.enumValues)[number];
