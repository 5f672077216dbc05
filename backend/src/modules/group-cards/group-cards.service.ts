import { Inject, Injectable } from '@nestjs/common';
import { joinedJsonObjects } from '../../common/json-text';
import type { User } from '../../database/schema';
import type { TechnologyDto } from '../technologies/dto/technology.dto';
import { technologySlug } from '../technologies/technology-slug';
import type { MemberDto } from '../users/dto/member.dto';
import { UsersService } from '../users/users.service';
import type { ListedCard } from './listed-cards';
import type { LiveOwner, LiveTechnology } from './live-parts';

/** Stands in for a photo's bytes, which a group's answer never reads: liveIdentity says only that there is one. */
const HAS_IMAGE = Buffer.from([0]);

/**
 * A group's live parts (live-parts.ts) as every answer of a group writes them: the group page and the
 * owner's list (SnippetGroupsService) and the listing's cards (ListingService), one writer for both.
 */
@Injectable()
export class GroupCardsService {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  /**
   * A listed group's answer (SnippetGroupDto, with `extra`: the viewer's upvote, a search's match) as
   * JSON text: its technology and owner written here, the rest as the database wrote it
   * (listedCardsText): the listing passes its cards on without reading their versions.
   */
  listedCardJson(card: ListedCard, extra: { upVotedByMe: boolean; match?: object }): string {
    const head = JSON.stringify({ technology: this.technologyDto(card.technology), owner: this.ownerDto(card.owner), ...extra });
    return joinedJsonObjects(head, card.rest);
  }

  /** The group's technology as its answer shows it (GroupTechnologyDto). */
  technologyDto(technology: LiveTechnology): Omit<TechnologyDto, 'use'> {
    return {
      id: technology.id,
      name: technology.name,
      slug: technologySlug(technology.name),
      imageURL: technology.imageUrl,
      language: technology.language,
      isCustom: technology.isCustom,
    };
  }

  /** The group's owner as its answer shows it (GroupOwnerDto). */
  ownerDto(owner: LiveOwner): Pick<MemberDto, 'id' | 'username' | 'imageUrl'> {
    return {
      id: owner.id,
      username: owner.username,
      // UsersService owns the photo URL rule; the image bytes are not read here, a one-byte stand-in says there is one.
      imageUrl: this.users.imageUrlOf({
        id: owner.id,
        image: owner.hasImage ? HAS_IMAGE : null,
        imageUpdatedAt: owner.imageUpdatedAt,
        providerPhotoUrl: owner.providerPhotoUrl,
      } as User),
    };
  }
}
