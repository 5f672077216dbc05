import { Inject, Injectable } from '@nestjs/common';
import { badRequest } from '../../common/errors';
import { type Language, type MessageKey, type MessageParams, translate } from '../../common/i18n/messages';
import { isUnstorableText } from '../../database/errors';
import type { User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { OrganisationAuditRepository } from '../organisations/organisation-audit.repository';
import { ListingCache } from '../search';
import { LIMITS } from '../snippet-groups/snippet-groups.limits';
import { SnippetGroupsService } from '../snippet-groups/snippet-groups.service';
import { TechnologiesService } from '../technologies/technologies.service';
import type { ImportItemDto, ImportReportDto } from './dto/import.dto';
import { type ParsedGroup, parseImportFile, type TechnologyHint, UnreadableFileError } from './formats/import-formats';
import { languageOfExtension } from './formats/naming';
import { IMPORT_LIMITS } from './transfer.limits';
import { TransferRepository } from './transfer.repository';
import { TransferService } from './transfer.service';

const VERSION_NUMBER = /^\d+(\.\d+)*$/;
/** Language names files use for our language ids. */
const LANGUAGE_ALIASES: Record<string, string> = {
  js: 'javascript',
  node: 'javascript',
  ts: 'typescript',
  py: 'python',
  python3: 'python',
  sh: 'shell',
  bash: 'shell',
  zsh: 'shell',
  'shell script': 'shell',
  'c++': 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  golang: 'go',
  rb: 'ruby',
  yml: 'yaml',
  ps1: 'powershell',
  dockerfile: 'dockerfile',
};
/** The official technology that stands for a language shared by several (shell: Bash, not Docker or Git). */
const PREFERRED_NAME: Record<string, string> = { shell: 'bash', cpp: 'c++', csharp: 'c#', sql: 'postgresql' };

interface Technology {
  id: string;
  name: string;
  language: string;
}
type Target = { kind: 'existing'; technology: Technology } | { kind: 'newCustom'; name: string; use: string };
type Planned = { group: ParsedGroup; target: Target | null; status: ImportItemDto['status']; reason?: string };

export interface ImportOptions {
  dryRun: boolean;
  /** The slug of the organisation the groups go to (its admins and owners), or undefined: the caller's own groups. */
  organisation?: string;
  skipDuplicates: boolean;
  keepVisibility: boolean;
  language: Language;
}

/**
 * Imports a file of groups (see formats/import-formats.ts): the preview (dry run) says what would be
 * created, skipped as a duplicate and refused (and why); the import creates it all in one transaction.
 */
@Injectable()
export class TransferImportService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(SnippetGroupsService) private readonly groups: SnippetGroupsService,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(TransferRepository) private readonly repository: TransferRepository,
    @Inject(ListingCache) private readonly listing: ListingCache,
    @Inject(TransferService) private readonly transfer: TransferService,
    @Inject(OrganisationAuditRepository) private readonly organisationAudit: OrganisationAuditRepository,
  ) {}

  async import(user: User, file: { buffer: Buffer; filename: string }, options: ImportOptions): Promise<ImportReportDto> {
    let parsed;
    try {
      parsed = parseImportFile(file.buffer, file.filename);
    } catch (error) {
      if (error instanceof UnreadableFileError) throw badRequest(`transfer.${error.message}` as MessageKey);
      throw error;
    }
    if (parsed.groups.length > IMPORT_LIMITS.groups) throw badRequest('transfer.tooManyGroups', { max: IMPORT_LIMITS.groups });
    const say = (key: MessageKey, params?: MessageParams) => translate(key, options.language, params);

    const [official, custom, mine] = await Promise.all([
      this.technologies.listOfficial(),
      this.repository.customTechnologiesOf(user.id),
      // Duplicates are those of the groups the import goes to: the caller's, or the organisation's (its role checked here first).
      this.transfer.sourceGroups(user, options.organisation),
    ]);
    const definitions = new Map(parsed.customTechnologies.map((t) => [t.name.toLowerCase(), t]));
    const seen = new Set(mine.map((group) => fingerprint(group.technology.id, group.versions)));
    const newCustom = new Set<string>();

    const planned: Planned[] = parsed.groups.map((group) => {
      const target = resolve(group.technology, official, custom, definitions);
      if (!target)
        return { group, target, status: 'refused', reason: say('transfer.unknownTechnology', { name: hintName(group.technology) }) };
      const problem = checkGroup(group);
      if (problem) return { group, target, status: 'refused', reason: say(problem.key, problem.params) };
      const key = fingerprint(target.kind === 'existing' ? target.technology.id : `new:${target.name.toLowerCase()}`, group.versions);
      if (options.skipDuplicates && seen.has(key))
        return {
          group,
          target,
          status: 'duplicate',
          reason: say(options.organisation ? 'transfer.duplicateInOrganisation' : 'transfer.duplicate'),
        };
      seen.add(key);
      if (target.kind === 'newCustom') newCustom.add(target.name);
      return { group, target, status: 'create' };
    });

    const ids = options.dryRun ? [] : await this.create(user, planned, options);
    if (ids.length) this.listing.invalidate();
    let created = 0;
    return {
      format: parsed.format,
      customTechnologies: [...newCustom],
      groups: planned.map(({ group, target, status, reason }) => ({
        title: group.title,
        technology: target ? (target.kind === 'existing' ? target.technology.name : target.name) : null,
        versions: group.versions.length,
        snippets: group.versions.reduce((n, v) => n + v.snippets.length, 0),
        status,
        ...(reason ? { reason } : {}),
        ...(status === 'create' && !options.dryRun ? { groupId: ids[created++] } : {}),
      })),
      created: planned.filter((p) => p.status === 'create').length,
      duplicates: planned.filter((p) => p.status === 'duplicate').length,
      refused: planned.filter((p) => p.status === 'refused').length,
    };
  }

  /** Everything in one transaction: nothing is left when any part fails. */
  private async create(user: User, planned: Planned[], options: ImportOptions): Promise<string[]> {
    try {
      return await this.transactions.run(async (tx) => {
        // The role is checked again in the transaction, the organisation's row held until it ends.
        const organisationId = options.organisation
          ? await this.groups.writableOrganisation(tx, user, options.organisation, 'admin')
          : undefined;
        const customIds = new Map<string, string>();
        const ids: string[] = [];
        for (const { group, target, status } of planned) {
          if (status !== 'create' || !target) continue;
          let technologyId: string;
          if (target.kind === 'existing') technologyId = target.technology.id;
          else {
            const key = target.name.toLowerCase();
            if (!customIds.has(key)) customIds.set(key, await this.technologies.createCustom(tx, user.id, target.name, target.use));
            technologyId = customIds.get(key)!;
          }
          ids.push(
            await this.groups.createIn(
              tx,
              user,
              { technologyID: technologyId, isPublic: options.keepVisibility && group.isPublic === true, versions: group.versions },
              { organisationId },
            ),
          );
        }
        if (organisationId && ids.length > 0)
          await this.organisationAudit.record(tx, organisationId, user.id, 'groups_imported', { count: ids.length });
        return ids;
      });
    } catch (error) {
      if (isUnstorableText(error)) throw badRequest('transfer.invalidText');
      throw error;
    }
  }
}

const hintName = (hint: TechnologyHint) => hint.name || hint.language || (hint.extension ? `.${hint.extension}` : '?');

/** Equal groups have the same technology and the same versions and snippets (a first version without a name is "General"). */
function fingerprint(technologyId: string, versions: ParsedGroup['versions']): string {
  return JSON.stringify([
    technologyId,
    versions.map((v, i) => [v.no, i === 0 && !v.name.trim() ? 'General' : v.name, v.snippets.map((s) => [s.description, s.code])]),
  ]);
}

function resolve(
  hint: TechnologyHint,
  official: Technology[],
  custom: Technology[],
  definitions: Map<string, { name: string; use: string }>,
): Target | null {
  const name = hint.name?.trim().toLowerCase();
  if (name) {
    if (hint.custom) {
      const existing = custom.find((t) => t.name.toLowerCase() === name);
      if (existing) return { kind: 'existing', technology: existing };
      const definition = definitions.get(name);
      if (definition && definition.name.trim().length <= 60)
        return { kind: 'newCustom', name: definition.name.trim(), use: definition.use.slice(0, 500) };
      return null;
    }
    const byName = official.find((t) => t.name.toLowerCase() === name) ?? custom.find((t) => t.name.toLowerCase() === name);
    if (byName) return { kind: 'existing', technology: byName };
  }
  for (const candidate of [hint.language, hint.name, hint.extension && languageOfExtension(hint.extension)]) {
    const raw = candidate?.trim().toLowerCase();
    if (!raw) continue;
    const language = LANGUAGE_ALIASES[raw] ?? raw;
    const matches = official.filter((t) => t.language === language);
    const best =
      matches.find((t) => t.name.toLowerCase() === (PREFERRED_NAME[language] ?? language)) ??
      matches.find((t) => t.name.toLowerCase() === raw) ??
      matches[0];
    if (best) return { kind: 'existing', technology: best };
  }
  return null;
}

function checkGroup(group: ParsedGroup): { key: MessageKey; params?: MessageParams } | null {
  if (group.versions.length === 0) return { key: 'transfer.noVersions' };
  if (group.versions.length > LIMITS.versionsPerGroup) return { key: 'transfer.tooManyVersions', params: { max: LIMITS.versionsPerGroup } };
  if (group.versions.every((v) => v.snippets.length === 0)) return { key: 'transfer.noSnippets' };
  for (const version of group.versions) {
    if (!VERSION_NUMBER.test(version.no) || version.no.length > 30)
      return { key: 'transfer.badVersionNumber', params: { no: version.no.slice(0, 30) } };
    if (version.name.length > LIMITS.versionNameLength)
      return { key: 'transfer.versionNameTooLong', params: { max: LIMITS.versionNameLength } };
    if (version.snippets.length > LIMITS.snippetsPerVersion)
      return { key: 'transfer.tooManySnippets', params: { max: LIMITS.snippetsPerVersion } };
    for (const snippet of version.snippets) {
      if (!snippet.code) return { key: 'transfer.emptyCode' };
      if (Buffer.byteLength(snippet.code, 'utf8') > LIMITS.codeBytes) return { key: 'transfer.codeTooLarge' };
      if (snippet.description.length > LIMITS.descriptionLength)
        return { key: 'transfer.descriptionTooLong', params: { max: LIMITS.descriptionLength } };
      if ((snippet.code + snippet.description + version.name).includes('\u0000')) return { key: 'transfer.invalidText' };
    }
  }
  return null;
}
