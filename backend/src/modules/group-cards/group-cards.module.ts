import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { GroupCardsService } from './group-cards.service';

/**
 * How a group appears in answers and cards, shared by the modules that write groups (snippet-groups)
 * and those that list them (search): the bounded card (group-card.ts), the parts read live
 * (live-parts.ts), the listing's stored cards (listed-cards.ts), which versions a reader sees
 * (version-visibility.ts) and the live parts' answers (GroupCardsService). It imports neither.
 */
@Module({
  imports: [UsersModule],
  providers: [GroupCardsService],
  exports: [GroupCardsService],
})
export class GroupCardsModule {}
