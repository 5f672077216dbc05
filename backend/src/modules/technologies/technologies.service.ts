import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors';
import type { DbExecutor } from '../../database/database.service';
import type { Technology } from '../../database/schema';
import type { TechnologyDto } from './dto/technology.dto';
import { TechnologiesRepository } from './technologies.repository';

export function toTechnologyDto(technology: Technology): TechnologyDto {
  return {
    id: technology.id,
    name: technology.name,
    use: technology.use,
    imageURL: technology.imageUrl,
    language: technology.language,
    isCustom: technology.isCustom,
  };
}

@Injectable()
export class TechnologiesService {
  constructor(@Inject(TechnologiesRepository) private readonly repository: TechnologiesRepository) {}

  async listOfficial(): Promise<TechnologyDto[]> {
    return (await this.repository.listOfficial()).map(toTechnologyDto);
  }

  /** An official technology or a custom one of the member; 404 `errors.technologyNotFound` otherwise. */
  async findUsableBy(id: string, userId: string, executor?: DbExecutor): Promise<Technology> {
    const technology = await this.repository.findUsableBy(id, userId, executor);
    if (!technology) throw notFound('errors.technologyNotFound');
    return technology;
  }
}
