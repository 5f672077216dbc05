import { Inject, Injectable } from '@nestjs/common';
import { conflict, notFound } from '../../common/errors';
import type { DbExecutor } from '../../database/database.service';
import type { Technology } from '../../database/schema';
import type { TechnologyDto } from './dto/technology.dto';
import { type OfficialRequest, OfficialRequestsRepository } from './official-requests.repository';
import { TechnologiesRepository } from './technologies.repository';
import { technologySlug } from './technology-slug';

export function toTechnologyDto(technology: Technology): TechnologyDto {
  return {
    id: technology.id,
    name: technology.name,
    slug: technologySlug(technology.name),
    use: technology.use,
    imageURL: technology.imageUrl,
    language: technology.language,
    isCustom: technology.isCustom,
  };
}

/**
 * What other modules use of technologies and official requests: the official list (public routes),
 * the technology a group may use (snippet groups) and, inside the moderators' transaction (`tx`),
 * deciding a request.
 */
@Injectable()
export class TechnologiesService {
  constructor(
    @Inject(TechnologiesRepository) private readonly repository: TechnologiesRepository,
    @Inject(OfficialRequestsRepository) private readonly requests: OfficialRequestsRepository,
  ) {}

  async listOfficial(): Promise<TechnologyDto[]> {
    return (await this.repository.listOfficial()).map(toTechnologyDto);
  }

  /** The official technology whose page is `/t/<slug>`; 404 `errors.technologyNotFound` otherwise. */
  async officialBySlug(slug: string): Promise<TechnologyDto> {
    const technology = (await this.listOfficial()).find((candidate) => candidate.slug === slug.toLowerCase());
    if (!technology) throw notFound('errors.technologyNotFound');
    return technology;
  }

  /** An official technology or a custom one of the member; 404 `errors.technologyNotFound` otherwise. */
  /** The id of the official technology of this name, case-insensitively (the search box's `tech:`). */
  officialIdByName(name: string): Promise<string | undefined> {
    return this.repository.officialIdByName(name);
  }

  async findUsableBy(id: string, userId: string, executor?: DbExecutor): Promise<Technology> {
    const technology = await this.repository.findUsableBy(id, userId, executor);
    if (!technology) throw notFound('errors.technologyNotFound');
    return technology;
  }

  /** The official request, locked until the transaction ends, or undefined. */
  /** A custom technology of the member, in the caller's transaction (imports); the name is checked by the caller. */
  createCustom(tx: DbExecutor, ownerId: string, name: string, use: string): Promise<string> {
    return this.repository.insertCustom(ownerId, name, use, tx);
  }

  lockRequest(tx: DbExecutor, requestId: string): Promise<OfficialRequest | undefined> {
    return this.requests.lock(tx, requestId);
  }

  /** The technology of a request, locked until the transaction ends (a request's technology always exists). */
  async lockTechnology(tx: DbExecutor, id: string): Promise<Technology> {
    const technology = await this.repository.lock(tx, id);
    if (!technology) throw notFound('errors.technologyNotFound');
    return technology;
  }

  /** The custom technology becomes official for everyone; 409 `technologies.officialName` when an official one has its name. */
  async makeOfficial(tx: DbExecutor, technology: Technology, imageUrl: string): Promise<void> {
    if (await this.repository.officialNamed(technology.name, technology.id, tx)) throw conflict('technologies.officialName');
    await this.repository.makeOfficial(tx, technology.id, imageUrl);
  }

  /** Records a moderator's decision on the request (the reason only with a rejection). */
  recordDecision(tx: DbExecutor, requestId: string, actorId: string, decision: { approve: true } | { approve: false; reason: string }) {
    return this.requests.recordDecision(tx, requestId, actorId, {
      status: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? null : decision.reason,
    });
  }
}
