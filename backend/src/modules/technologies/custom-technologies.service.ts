import { Inject, Injectable } from '@nestjs/common';
import { conflict, notFound } from '../../common/errors';
import { isUniqueViolation } from '../../database/errors';
import type { User } from '../../database/schema';
import { TransactionRunner } from '../../database/transaction-runner';
import { ListingCache } from '../search';
import { SearchIndexRepository } from '../search';
import type { MemberTechnologyDto, OfficialRequestStateDto } from './dto/custom-technology.dto';
import { type OfficialRequest, OfficialRequestsRepository } from './official-requests.repository';
import { TechnologiesRepository } from './technologies.repository';
import { TechnologiesService, toTechnologyDto } from './technologies.service';

function toRequestState(request: OfficialRequest): OfficialRequestStateDto {
  return { id: request.id, status: request.status, reason: request.reason, createdAt: request.createdAt.toISOString() };
}

/** The member's custom technologies and their requests to become official. */
@Injectable()
export class CustomTechnologiesService {
  constructor(
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
    @Inject(TechnologiesRepository) private readonly repository: TechnologiesRepository,
    @Inject(OfficialRequestsRepository) private readonly requests: OfficialRequestsRepository,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(SearchIndexRepository) private readonly searchIndex: SearchIndexRepository,
    @Inject(ListingCache) private readonly listing: ListingCache,
  ) {}

  /** Official technologies, then the member's own custom ones with their latest official request. */
  async listFor(user: User): Promise<MemberTechnologyDto[]> {
    const [official, custom] = await Promise.all([this.technologies.listOfficial(), this.repository.listOwnedBy(user.id)]);
    const requests = await this.requests.latestOf(custom.map((t) => t.id));
    return [
      ...official,
      ...custom.map((technology) => {
        const request = requests.get(technology.id);
        return { ...toTechnologyDto(technology), ...(request ? { officialRequest: toRequestState(request) } : {}) };
      }),
    ];
  }

  private async owned(user: User, id: string) {
    const technology = await this.repository.findOwned(id, user.id);
    if (!technology) throw notFound('errors.technologyNotFound');
    return technology;
  }

  private async checkName(name: string): Promise<void> {
    if (await this.repository.officialNamed(name)) throw conflict('technologies.officialName');
  }

  async create(user: User, name: string, use: string): Promise<string> {
    await this.checkName(name);
    try {
      return await this.repository.insertCustom(user.id, name, use);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('technologies.nameTaken');
      throw error;
    }
  }

  /** Renames and describes the technology; a new name reaches its groups' search text in the same transaction. */
  async update(user: User, id: string, name: string, use: string): Promise<string> {
    const technology = await this.owned(user, id);
    if (name.toLowerCase() !== technology.name.toLowerCase()) await this.checkName(name);
    try {
      await this.transactions.run(async (tx) => {
        await this.repository.updateCustom(tx, id, name, use);
        if (name !== technology.name) await this.searchIndex.refreshTechnology(tx, id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('technologies.nameTaken');
      throw error;
    }
    this.listing.invalidate();
    return id;
  }

  async delete(user: User, id: string): Promise<string> {
    await this.owned(user, id);
    await this.repository.delete(id);
    this.listing.invalidate();
    return id;
  }

  async requestOfficial(user: User, id: string): Promise<OfficialRequestStateDto> {
    await this.owned(user, id);
    const request = await this.requests.insert(id, user.id);
    if (!request) throw conflict('technologies.requestPending');
    return toRequestState(request);
  }
}
