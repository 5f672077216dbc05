import { Inject, Injectable } from '@nestjs/common';
import { ListingCache } from '../../common/cache/listing-cache';
import { conflict, notFound } from '../../common/errors';
import { isUniqueViolation } from '../../database/errors';
import type { User } from '../../database/schema';
import type { MemberTechnologyDto, OfficialRequestStateDto } from './dto/custom-technology.dto';
import { CustomTechnologiesRepository, type OfficialRequest } from './custom-technologies.repository';
import { TechnologiesService, toTechnologyDto } from './technologies.service';

export function toRequestState(request: OfficialRequest): OfficialRequestStateDto {
  return { id: request.id, status: request.status, reason: request.reason, createdAt: request.createdAt.toISOString() };
}

@Injectable()
export class CustomTechnologiesService {
  constructor(
    @Inject(CustomTechnologiesRepository) private readonly repository: CustomTechnologiesRepository,
    @Inject(TechnologiesService) private readonly technologies: TechnologiesService,
    @Inject(ListingCache) private readonly listing: ListingCache,
  ) {}

  /** Official technologies, then the member's own custom ones with their latest official request. */
  async listFor(user: User): Promise<MemberTechnologyDto[]> {
    const [official, custom] = await Promise.all([this.technologies.listOfficial(), this.repository.listOwnedBy(user.id)]);
    const requests = await this.repository.latestRequests(custom.map((t) => t.id));
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
      return await this.repository.insert(user.id, name, use);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('technologies.nameTaken');
      throw error;
    }
  }

  async update(user: User, id: string, name: string, use: string): Promise<string> {
    const technology = await this.owned(user, id);
    if (name.toLowerCase() !== technology.name.toLowerCase()) await this.checkName(name);
    try {
      await this.repository.update(technology, name, use);
      this.listing.invalidate();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('technologies.nameTaken');
      throw error;
    }
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
    const request = await this.repository.insertRequest(id, user.id);
    if (!request) throw conflict('technologies.requestPending');
    return toRequestState(request);
  }
}
