import { Module } from '@nestjs/common';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { TransferController } from './transfer.controller';
import { TransferRepository } from './transfer.repository';
import { TransferService } from './transfer.service';

/** Export and import of a member's groups (transfer/*): owns no table; groups are read and written through SnippetGroupsService. */
@Module({
  imports: [SnippetGroupsModule],
  controllers: [TransferController],
  providers: [TransferRepository, TransferService],
})
export class TransferModule {}
