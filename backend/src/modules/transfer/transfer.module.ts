import { Module } from '@nestjs/common';
import { OrganisationAuditModule } from '../organisations/organisation-audit.module';
import { OrganisationsModule } from '../organisations/organisations.module';
import { ListingCacheModule } from '../search';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { TransferImportService } from './transfer-import.service';
import { TransferController } from './transfer.controller';
import { TransferRepository } from './transfer.repository';
import { TransferService } from './transfer.service';

/** Export and import of a member's groups, or an organisation's by its admins (transfer/*): owns no table; groups are read and written through SnippetGroupsService. */
@Module({
  imports: [SnippetGroupsModule, TechnologiesModule, ListingCacheModule, OrganisationsModule, OrganisationAuditModule],
  controllers: [TransferController],
  providers: [TransferRepository, TransferService, TransferImportService],
})
export class TransferModule {}
