import { Module } from '@nestjs/common';
import { ListingCacheModule } from '../search';
import { SnippetGroupsModule } from '../snippet-groups/snippet-groups.module';
import { UsersModule } from '../users/users.module';
import { OrganisationAuditModule } from './organisation-audit.module';
import { OrganisationInvitationsController, OrganisationsController, PublicOrganisationsController } from './organisations.controller';
import { OrganisationsRepository } from './organisations.repository';
import { OrganisationsService } from './organisations.service';

/**
 * Organisations (organisations/*, organisation-invitations/*, public/organisations/*; docs/teams.md):
 * owns organisations, organisation_members, organisation_invitations and organisation_audit (OrganisationAuditModule).
 */
@Module({
  imports: [SnippetGroupsModule, UsersModule, ListingCacheModule, OrganisationAuditModule],
  controllers: [OrganisationsController, OrganisationInvitationsController, PublicOrganisationsController],
  providers: [OrganisationsRepository, OrganisationsService],
  exports: [OrganisationsService],
})
export class OrganisationsModule {}
